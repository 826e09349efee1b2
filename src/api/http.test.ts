import { STORAGE_KEYS } from '../../contracts';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/msw/server';
import { configureSession, http, withServerMessage, type ApiError } from './http';
import { singleFlight } from './single-flight';

afterEach(() => configureSession(null));

describe('singleFlight', () => {
  it('shares one run among concurrent callers and starts a new one afterwards', async () => {
    let runs = 0;
    const once = singleFlight(async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 5));
      return runs;
    });
    expect(await Promise.all([once(), once(), once()])).toEqual([1, 1, 1]);
    expect(await once()).toBe(2);
  });
});

describe('the HTTP client', () => {
  it('refreshes once for 20 concurrent 401s, then retries each call once with the new token', async () => {
    let refreshes = 0;
    server.use(mswHttp.get('*/api/thing/:n', ({ request, params }) => (
      request.headers.get('authorization') === 'Bearer fresh'
        ? HttpResponse.json({ n: Number(params.n) })
        : HttpResponse.json({ message: 'expired', statusCode: 401 }, { status: 401 }))));
    configureSession({
      refresh: async () => {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 20));
        return 'fresh';
      },
      onSessionLost: () => { throw new Error('should not be called'); },
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => http.get(`/api/thing/${i}`)));
    expect(results.map((r) => r.data.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(refreshes).toBe(1);
  });

  it('a 401 that arrives after the refresh finished retries with the new token instead of refreshing again', async () => {
    let refreshes = 0;
    let releaseLate: () => void = () => {};
    const late = new Promise<void>((resolve) => { releaseLate = resolve; });
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'stale');
    server.use(mswHttp.get('*/api/slow/:n', async ({ request, params }) => {
      if (params.n === 'late') await late;
      return request.headers.get('authorization') === 'Bearer fresh'
        ? HttpResponse.json({ n: params.n })
        : HttpResponse.json({ message: 'expired', statusCode: 401 }, { status: 401 });
    }));
    configureSession({
      // As in the app: the renewed token is stored before the refresh resolves.
      refresh: async () => {
        refreshes += 1;
        window.localStorage.setItem(STORAGE_KEYS.accessToken, 'fresh');
        return 'fresh';
      },
      onSessionLost: () => { throw new Error('should not be called'); },
    });
    const slow = http.get('/api/slow/late');
    expect((await http.get('/api/slow/early')).data.n).toBe('early');
    releaseLate();
    expect((await slow).data.n).toBe('late');
    expect(refreshes).toBe(1);
    window.localStorage.removeItem(STORAGE_KEYS.accessToken);
  });

  it('gives up after one retry and reports a lost session when the refresh fails', async () => {
    server.use(mswHttp.get('*/api/private', () => HttpResponse.json({ message: 'no', statusCode: 401 }, { status: 401 })));
    const lost = vi.fn();
    configureSession({ refresh: async () => { throw new Error('Token refresh failed'); }, onSessionLost: lost });
    await expect(http.get('/api/private')).rejects.toMatchObject({ response: { status: 401 } });
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('does not loop when the retried call is refused again', async () => {
    let calls = 0;
    server.use(mswHttp.get('*/api/always-401', () => {
      calls += 1;
      return HttpResponse.json({ message: 'no', statusCode: 401 }, { status: 401 });
    }));
    configureSession({ refresh: async () => 'fresh', onSessionLost: vi.fn() });
    await expect(http.get('/api/always-401')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toBe(2);
  });

  it('never refreshes for calls marked skipAuthRefresh (the refresh call itself)', async () => {
    server.use(mswHttp.post('*/auth/refresh', () => HttpResponse.json({ message: 'no', statusCode: 401 }, { status: 401 })));
    const refresh = vi.fn(async () => 'x');
    configureSession({ refresh, onSessionLost: vi.fn() });
    await expect(http.post('/auth/refresh', {}, { skipAuthRefresh: true })).rejects.toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('refused input (decision 0057)', () => {
  it('carries the fields and reads as the first field’s sentence, not the developer’s text', async () => {
    server.use(mswHttp.post('*/api/form', () => HttpResponse.json({
      message: 'Invalid body.username: Enter your username or e-mail.', statusCode: 400,
      fields: { username: 'Enter your username or e-mail.', password: 'Enter your password.' },
    }, { status: 400 })));
    const call = withServerMessage(async () => (await http.post('/api/form', {})).data);
    const error = await call().catch((e: ApiError) => e);
    expect(error).toMatchObject({ message: 'Enter your username or e-mail.', statusCode: 400, fields: { username: 'Enter your username or e-mail.', password: 'Enter your password.' } });
  });

  it('keeps the server’s message when no field is named', async () => {
    server.use(mswHttp.post('*/api/form', () => HttpResponse.json({ message: 'Invalid username or password.', statusCode: 400 }, { status: 400 })));
    const error = await withServerMessage(async () => (await http.post('/api/form', {})).data)().catch((e: ApiError) => e);
    expect(error).toMatchObject({ message: 'Invalid username or password.' });
    expect((error as ApiError).fields).toBeUndefined();
  });
});
