import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BUG_REPORT_MESSAGES, bugReportSchema } from '../../../contracts';
import { ACCESS_MESSAGES } from '../../auth/authorize';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../db/seed';
import { createTestApp } from '../../test/test-app';

const BASE = '/api/support/bug-reports';
let app: FastifyInstance;
const tokens = { admin: '', maya: '' };
let mayaId = 0;

async function signIn(username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json() as { access_token: string; user_id: number };
}

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  tokens.admin = (await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password)).access_token;
  const maya = await signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  tokens.maya = maya.access_token;
  mayaId = maya.user_id;
});
afterAll(async () => {
  await app.close();
});

const bearer = (who: keyof typeof tokens | null) => (who ? { authorization: `Bearer ${tokens[who]}` } : {});
const report = (who: keyof typeof tokens | null, payload: object) =>
  app.inject({ method: 'POST', url: BASE, payload, headers: { ...bearer(who), 'user-agent': 'vitest-browser/1.0' } });
const list = (who: keyof typeof tokens | null, qs = '') => app.inject({ method: 'GET', url: `${BASE}${qs}`, headers: bearer(who) });

describe('POST /api/support/bug-reports', () => {
  it('needs a Bearer token', async () => {
    const res = await report(null, { title: 'x', description: 'y' });
    expect(res.statusCode).toBe(401);
  });

  it('stores the report with the caller as reporter and answers 201 with it', async () => {
    const res = await report('maya', {
      title: '  Calendar export button does nothing ', description: 'I pressed it twice.', page_url: 'http://localhost/my-events', severity: 'high',
      created_by: 999, // ignored: the reporter is the token's user
    });
    expect(res.statusCode).toBe(201);
    const body = bugReportSchema.parse(res.json());
    expect(body).toMatchObject({
      title: 'Calendar export button does nothing', description: 'I pressed it twice.', page_url: 'http://localhost/my-events',
      severity: 'high', status: 'open', created_by: mayaId, reporter_name: 'Maya Mensah', user_agent: 'vitest-browser/1.0',
    });
  });

  it('defaults severity to medium and the page address to empty', async () => {
    const res = await report('maya', { title: 'Typo on membership page', description: 'Organisation is misspelt.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ severity: 'medium', page_url: '' });
  });

  it.each([
    [{ title: '', description: 'something' }, BUG_REPORT_MESSAGES.titleRequired],
    [{ title: 'Broken', description: '   ' }, BUG_REPORT_MESSAGES.descriptionRequired],
  ])('refuses an incomplete report: %j', async (payload, message) => {
    const res = await report('maya', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses an unknown severity', async () => {
    const res = await report('maya', { title: 'a', description: 'b', severity: 'apocalyptic' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/support/bug-reports', () => {
  it('needs a Bearer token', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });

  it('is for administrators only', async () => {
    const res = await list('maya');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ACCESS_MESSAGES.adminOnly, statusCode: 403 });
  });

  it('lists reports newest first with paging metadata', async () => {
    const res = await list('admin', '?page=1&limit=1');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: unknown[]; metadata: { total: number; page: number; limit: number; pages: number } };
    expect(body.metadata).toEqual({ total: 2, page: 1, limit: 1, pages: 2 });
    expect(body.data).toHaveLength(1);
    expect(bugReportSchema.parse(body.data[0]).title).toBe('Typo on membership page');
    const second = (await list('admin', '?page=2&limit=1')).json() as { data: { title: string }[] };
    expect(second.data.map((r) => r.title)).toEqual(['Calendar export button does nothing']);
  });
});
