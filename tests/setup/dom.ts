import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureActingUser } from '../../src/api/acting-user';
import { configureSession } from '../../src/api/session';
import { server } from '../msw/server';

// Screens load on demand (lazy chunks); on a busy 2-core machine the first import of a screen can
// take over a second, so findBy*/waitFor wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

// The components project shares one jsdom and module graph between files (decision 0092): each
// file starts from what a fresh one had — an empty page (a test that wrote document.body itself
// leaves nodes testing-library's cleanup does not know), no focus, and no session or acting-user
// wiring left by an earlier file's app.
beforeAll(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  configureSession(null);
  configureActingUser(() => 0);
});

// Any request a test did not plan for fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
