import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../tests/msw/server';
import { configureActingUser } from './acting-user';
import { changedIdentityFields, syncIdentityUser } from './identity-sync';

afterEach(() => configureActingUser(() => 0));

const before = { user_id: 12, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', enabled: true, phone_number: null };

describe('the identity sync helper (SPEC §4)', () => {
  it('finds only the changed identity fields', () => {
    expect(changedIdentityFields(before, { ...before, firstName: 'Augusta', enabled: false, phone_number: '+44 1' } as never))
      .toEqual({ firstName: 'Augusta', enabled: false });
  });

  it('sends only the changed fields with modified_by to updateAuthUser/{user_id}', async () => {
    configureActingUser(() => 1);
    const calls: { path: string; body: unknown }[] = [];
    server.use(mswHttp.put('*/api/auth/updateAuthUser/:id', async ({ request }) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ ...before, email: 'ada@lovelace.org' });
    }));
    expect(await syncIdentityUser(before, { ...before, email: 'ada@lovelace.org' })).toBe(true);
    expect(calls).toEqual([{ path: '/api/auth/updateAuthUser/12', body: { email: 'ada@lovelace.org', modified_by: 1 } }]);
  });

  it('sends nothing when nothing changed', async () => {
    // No handler: an unplanned request would fail the test (onUnhandledRequest: 'error').
    expect(await syncIdentityUser(before, { ...before })).toBe(false);
  });

  it('ignores a failure silently', async () => {
    server.use(mswHttp.put('*/api/auth/updateAuthUser/:id', () => HttpResponse.json({ message: 'down', statusCode: 500 }, { status: 500 })));
    await expect(syncIdentityUser(before, { ...before, enabled: false })).resolves.toBe(false);
  });
});
