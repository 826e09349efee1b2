// The session side of the HTTP client — the access token's source and the single-flight renewal —
// kept apart from axios, so the app wires it at start without loading the client: axios loads
// with the first API call (decision 0064). src/api/http.ts reads it on every request.
import { STORAGE_KEYS } from '../../contracts';
import { storage } from '../lib/storage';
import { singleFlight } from './single-flight';

export interface SessionHooks {
  /**
   * The access token from its one home, the auth machine's context (decision 0059). Without it
   * (tests, before the app starts) the persisted copy in local storage is used.
   */
  accessToken?: () => string | null;
  /** Renews the session and returns the new access token (POST /auth/refresh, then the profile). */
  refresh: () => Promise<string>;
  /** The session could not be renewed: log out, and leave private pages (SPEC §8). */
  onSessionLost: (error: unknown) => void;
}

let hooks: SessionHooks | null = null;
let refreshOnce: (() => Promise<string>) | null = null;

/** Wires the refresh behaviour; called once at app start (and by tests). */
export function configureSession(next: SessionHooks | null): void {
  hooks = next;
  refreshOnce = next ? singleFlight(next.refresh) : null;
}

/** Renews the session once for everyone asking now (shared with the 401 handling); the new token. */
export function renewSession(): Promise<string> {
  if (!refreshOnce) return Promise.reject(new Error('No session to renew'));
  return refreshOnce();
}

/** The wired renewal (single flight) and what to do when it fails; null before the app starts. */
export function activeSession(): { renew: () => Promise<string>; onSessionLost: (error: unknown) => void } | null {
  return hooks && refreshOnce ? { renew: refreshOnce, onSessionLost: hooks.onSessionLost } : null;
}

export const currentToken = () => (hooks?.accessToken ? hooks.accessToken() : storage.get(STORAGE_KEYS.accessToken));
