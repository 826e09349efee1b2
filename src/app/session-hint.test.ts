import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '../../tests/msw/server';
import { createAppActors, startAppActors } from './actors';
import type { TabSync } from '../lib/tab-sync';

const quietTabs: TabSync = { post: () => {}, listen: () => () => {} };
const router = { navigate: () => undefined, state: { location: { pathname: '/', search: '' } } };

function countProfileCalls() {
  const calls = { count: 0 };
  server.use(mswHttp.get('*/auth/profile', () => {
    calls.count += 1;
    return HttpResponse.json({ message: 'Not signed in.', statusCode: 401 }, { status: 401 });
  }));
  return calls;
}

describe('a page the server served without a session cookie (decision 0090)', () => {
  it('ends the first restore signed out without asking; a later restore asks the server', async () => {
    const calls = countProfileCalls();
    const actors = startAppActors(createAppActors({ router, tabSync: quietTabs, noSessionCookie: true, assignLocation: () => {} }));
    await waitFor(() => expect(actors.auth.getSnapshot().value).toBe('failed'));
    expect(calls.count).toBe(0);
    actors.auth.send({ type: 'auth.rehydrate' });
    await waitFor(() => expect(calls.count).toBe(1));
    await waitFor(() => expect(actors.auth.getSnapshot().value).toBe('failed'));
  });

  it('asks the server when the page did not say so (a shell page, or a session cookie present)', async () => {
    const calls = countProfileCalls();
    const actors = startAppActors(createAppActors({ router, tabSync: quietTabs, assignLocation: () => {} }));
    await waitFor(() => expect(calls.count).toBe(1));
    await waitFor(() => expect(actors.auth.getSnapshot().value).toBe('failed'));
  });
});
