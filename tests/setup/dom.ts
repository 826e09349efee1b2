import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../msw/server';

// Screens load on demand (lazy chunks); on a busy 2-core machine the first import of a screen can
// take over a second, so findBy*/waitFor wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

// Any request a test did not plan for fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
