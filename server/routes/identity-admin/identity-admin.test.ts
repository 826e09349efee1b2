import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../db/seed';
import { createTestApp, sessionToken } from '../../test/test-app';

let app: FastifyInstance;
let admin: string;
let member: string;

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = (await sessionToken(app, DEMO_ADMIN.username)).token;
  member = (await sessionToken(app, DEMO_MEMBER.username)).token;
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('CSV import preview: which members exist', () => {
  it('answers for every row at once, case-insensitively', async () => {
    const res = await call('POST', '/api/global-user/users/checkExisting', admin, {
      usernames: ['ROHAN', 'nobody-here-1', 'amara'],
      emails: [DEMO_MEMBER.email.toUpperCase(), 'nobody-here-1@example.org'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ usernames: ['rohan', 'amara'], emails: [DEMO_MEMBER.email.toLowerCase()] });
  });

  it('is for those who may create members', async () => {
    const res = await call('POST', '/api/global-user/users/checkExisting', member, { usernames: ['rohan'] });
    expect(res.statusCode).toBe(403);
  });
});

describe('a free id for a new menu', () => {
  it('is above every id ever used, deleted menus included', async () => {
    const first = await call('GET', '/api/system/customMenus/nextMenuId', admin);
    expect(first.statusCode, first.body).toBe(200);
    const { menu_id } = first.json() as { menu_id: number };
    const created = await call('POST', '/api/system/customMenus/createMenu', admin, { menu_id, menu_name: 'Short-lived' });
    expect(created.statusCode, created.body).toBe(201);
    const removed = await call('DELETE', `/api/system/customMenus/deleteMenu/${menu_id}/${(await app.auth.users.byLogin(DEMO_ADMIN.username))!.userId}`, admin);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const next = (await call('GET', '/api/system/customMenus/nextMenuId', admin)).json() as { menu_id: number };
    expect(next.menu_id).toBe(menu_id + 1);
    const again = await call('POST', '/api/system/customMenus/createMenu', admin, { menu_id: next.menu_id, menu_name: 'Next one' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is for those who may create menus', async () => {
    expect((await call('GET', '/api/system/customMenus/nextMenuId', member)).statusCode).toBe(403);
  });

  it('a refused role names its field with a sentence', async () => {
    const res = await call('POST', '/api/user/roles/createRole', admin, { role_name: 'bad/name', display_name: 'Bad', role_parent_id: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ role_name: 'A role name may use letters, digits, spaces, dots, dashes and underscores.' });
  });
});
