// The SPA's real HTTP client and session calls, loaded as one module graph so that
// bench/auth.ts drives the very interceptor (single-flight refresh) the browser runs.
export { configureSession, http } from '../src/api/http';
export { fetchIdentityProfile, refreshSession } from '../src/api/auth';
export { storage } from '../src/lib/storage';
