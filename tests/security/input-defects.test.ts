// Issue 11, the probe's findings about input and disclosure, one test each:
//  #9  malformed input is a 400 with a clear message, never a 500 (NUL, prototype names,
//      deep JSON, numbers beyond int4, broken multipart)
//  #12 another member's row answers exactly like a missing one (no existence probing)
//  #15 unit links are http(s) only
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../server/db/seed';
import { familyTestApp, type FamilyTestApp } from '../../server/test/family-client';
import { FAMILY_MESSAGES, INPUT_MESSAGES, JSON_MAX_DEPTH, MESSAGES, UNIT_BODY_MESSAGES } from '../../contracts';
import { LIST_MESSAGES } from '../../server/resources/list-query';

let t: FamilyTestApp;
/** Operations of the OpenAPI document: method, path and query parameter names. */
let operations: { method: string; path: string; query: string[] }[];

beforeAll(async () => {
  t = await familyTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(), path, query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  })));
}, 60_000);
afterAll(async () => {
  await t?.app.close();
});

const nest = (depth: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 1; i < depth; i++) v = { a: v };
  return { a: v };
};
const expect400 = (res: LightMyRequestResponse, message: string | RegExp) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { message: string; statusCode: number };
  expect(body.statusCode).toBe(400);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
};

describe('#9 malformed input is a 400 with a clear message', () => {
  it('?search=%00 on every list call (getAll of each family, searchPrograms, searchUsers, chat people)', async () => {
    const lists = operations.filter((o) => o.method === 'GET' && o.query.includes('search'));
    expect(lists.length).toBeGreaterThanOrEqual(16);
    for (const op of lists) {
      const res = await t.call('GET', `${op.path}?search=%00`, t.admin);
      expect400(res, INPUT_MESSAGES.nul('querystring.search'));
      // Members too, where the call is theirs (searchUsers is for administrators: 403 before any input is read).
      expect((await t.call('GET', `${op.path}?search=a%00b`, t.maya)).statusCode, op.path).toBe(op.path === '/api/auth/searchUsers' ? 403 : 400);
    }
  });

  it('?sortField=__proto__ / constructor / toString on every list call: only whitelisted names sort', async () => {
    const lists = operations.filter((o) => o.method === 'GET' && o.query.includes('sortField'));
    expect(lists.length).toBeGreaterThanOrEqual(15);
    for (const op of lists) {
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
        const res = await t.call('GET', `${op.path}?sortField=${name}`, t.admin);
        expect(res.statusCode, `${op.path} sortField=${name}: ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`Unknown field '${name}'|querystring\\.sortField`));
      }
    }
  });

  it('filterFields and searchFields with prototype names are unknown fields', async () => {
    const res = await t.get('/api/notification/notifications/getAll', t.maya, { filterFields: { constructor: 'x' } });
    expect400(res, /^Unknown field 'constructor'/);
    const search = await t.get('/api/notification/notifications/getAll', t.maya, { search: 'x', searchFields: ['__proto__'] });
    expect400(search, /^Unknown field '__proto__'/);
  });

  it('JSON nested 3,000 (and 1,000) levels in settings, repoitem_value and progress is refused before validation; 30 levels are fine', async () => {
    const [program] = (await t.get('/api/program/programs/getAll', t.maya, { limit: 1 })).json().data as { program_id: number }[];
    const bodies = (value: unknown) => [
      ['/api/user/userSettings/createUserSetting', { user_id: t.maya.userId, settings: value }],
      ['/api/global-user/userRepoItems/createUserRepoItem', {
        user_id: t.maya.userId, repoitem_type: 'education', repoitem_subtype: 'School of Study', repoitem_name: 'Deep', repoitem_value: value,
      }],
      ['/api/program/programs-enrolled/createProgramEnrolled', { user_id: t.maya.userId, program_id: program!.program_id, progress: value }],
    ] as const;
    for (const depth of [3000, 1000, JSON_MAX_DEPTH]) {
      for (const [url, body] of bodies(nest(depth))) {
        const res = await t.call('POST', url, t.maya, body);
        expect400(res, /^Invalid body\.\w+(\.a)+: JSON nested more than 32 levels deep\.$/);
      }
    }
    // The limit counts the body itself: a value 30 levels deep inside it passes the guard.
    const ok = await t.call('POST', '/api/global-user/userRepoItems/createUserRepoItem', t.maya, bodies(nest(30))[1][1]);
    expect(ok.statusCode, ok.body).toBe(201);
    // Deep arrays too, also as a whole body.
    expect400(await t.call('POST', '/api/user/userSettings/createMany', t.maya, JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`)),
      INPUT_MESSAGES.tooDeep(`body${'.0'.repeat(JSON_MAX_DEPTH)}`));
  });

  it('NUL in text bodies: notification_body, community_name, bug reports, profile names, sign-in username, JSON keys', async () => {
    const cases: [string, 'POST' | 'PUT', string, Record<string, unknown>][] = [
      ['body.notification_body', 'POST', '/api/notification/notifications/createNotification',
        { user_id: t.admin.userId, notification_type: 'system', notification_body: 'a\u0000b' }],
      ['body.community_name', 'POST', '/api/community/communityCommon/createCommunityCommon',
        { owner_user_id: t.maya.userId, community_name: '\u0000', community_type: 'startup' }],
      ['body.title', 'POST', '/api/support/bug-reports', { title: 'Broken\u0000', description: 'It broke.' }],
      ['body.firstName', 'PUT', '/api/global-user/profile/update', { firstName: 'Maya\u0000', modified_by: t.maya.userId }],
      ['body.lastName', 'PUT', `/api/global-user/users/updateUser/${t.maya.userId}`, { lastName: '\u0000' }],
      ['body', 'POST', '/api/global-user/userRepoItems/createUserRepoItem',
        { user_id: t.maya.userId, repoitem_type: 'x', repoitem_subtype: 'y', repoitem_name: 'z', repoitem_value: { 'k\u0000': 1 } }],
    ];
    for (const [where, method, url, body] of cases) {
      const who = url.includes('notifications') ? t.admin : t.maya;
      expect400(await t.call(method, url, who, body), INPUT_MESSAGES.nul(where));
    }
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: `${DEMO_MEMBER.username}\u0000`, password: 'x' } });
    expect400(signIn, INPUT_MESSAGES.nul('body.username'));
    // A form body (sign-in accepts forms) and the hosted sign-in page's form.
    const form = await t.app.inject({
      method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=maya%00&password=x',
    });
    expect400(form, INPUT_MESSAGES.nul('body.username'));
  });

  it('NUL in query values, also inside JSON query values (filterFields), and in path parameters', async () => {
    expect400(await t.call('GET', '/api/learning/statistics?category=%00', t.maya), INPUT_MESSAGES.nul('querystring.category'));
    expect400(await t.get('/api/notification/notifications/getNotification', t.maya, { filterFields: { notification_body: 'x\u0000' } }),
      INPUT_MESSAGES.nul('querystring.filterFields.notification_body'));
    expect400(await t.get('/api/user/roles/getAll', t.maya, { filterFields: { role_name: ['a', '\u0000'] } }),
      INPUT_MESSAGES.nul('querystring.filterFields.role_name.1'));
    expect400(await t.call('GET', '/api/multimedia/images/a%00.png', t.maya), INPUT_MESSAGES.nul('params.name'));
  });

  it('numbers beyond PostgreSQL integer: path ids, body ids and filter values', async () => {
    const big = 2 ** 31;
    expect400(await t.call('DELETE', `/api/notification/notifications/deleteNotification/${big}/${t.maya.userId}`, t.maya),
      `Invalid params.id: ${INPUT_MESSAGES.idTooLarge}`);
    expect400(await t.call('GET', `/api/program/programs/${big}/complete`, t.maya), `Invalid params.program_id: ${INPUT_MESSAGES.idTooLarge}`);
    expect400(await t.call('POST', '/api/user/groupUsers/createGroupUser', t.maya, { parent_user_id: t.maya.userId, user_id: big }),
      `user_id: ${INPUT_MESSAGES.idTooLarge}`);
    expect400(await t.get('/api/notification/notifications/getAll', t.maya, { filterFields: { notification_id: big } }),
      LIST_MESSAGES.badValue('notification_id'));
    expect400(await t.get('/api/user/userSettings/getAll', t.maya, { filterFields: { settings: 'x' } }),
      LIST_MESSAGES.notFilterable('settings'));
    expect400(await t.get('/api/program/programs/getAll', t.maya, { filterFields: { start_date: '2026-13-45' } }),
      LIST_MESSAGES.badValue('start_date'));
  });

  it('a broken multipart upload is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/multimedia/upload',
      headers: { authorization: `Bearer ${t.maya.token}`, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx',
    });
    expect400(res, 'The upload is not valid multipart/form-data.');
  });
});

describe('#12 another member’s row answers like a missing one', () => {
  it('getNotification by notification_body: 404 whether the row is someone else’s or does not exist', async () => {
    const secret = `Interview on Friday ${Date.now()}`;
    const made = await t.call('POST', '/api/notification/notifications/createNotification', t.admin,
      { user_id: t.admin.userId, notification_type: 'system', notification_body: secret });
    expect(made.statusCode).toBe(201);
    const theirs = await t.get('/api/notification/notifications/getNotification', t.maya, { filterFields: { notification_body: secret } });
    const nobody = await t.get('/api/notification/notifications/getNotification', t.maya, { filterFields: { notification_body: `${secret} (none)` } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(nobody.body);
    expect(theirs.json()).toEqual({ message: FAMILY_MESSAGES.notFound('Notification'), statusCode: 404 });
    // By id, and for update and delete too.
    const id = made.json().notification_id as number;
    const byId = await t.get('/api/notification/notifications/getNotification', t.maya, { filterFields: { notification_id: id } });
    expect(byId.body).toBe((await t.get('/api/notification/notifications/getNotification', t.maya, { filterFields: { notification_id: 987_654 } })).body);
    const update = await t.call('PUT', `/api/notification/notifications/updateNotification/${id}`, t.maya, { is_read: true });
    expect(update.statusCode).toBe(404);
    expect(update.body).toBe((await t.call('PUT', '/api/notification/notifications/updateNotification/987654', t.maya, { is_read: true })).body);
    const remove = await t.call('DELETE', `/api/notification/notifications/deleteNotification/${id}/${t.maya.userId}`, t.maya);
    expect(remove.statusCode).toBe(404);
    // The owner still reads it.
    expect((await t.get('/api/notification/notifications/getNotification', t.admin, { filterFields: { notification_body: secret } })).statusCode).toBe(200);
  });

  it('a member’s getNotification finds their own match even when another member’s row matches first', async () => {
    const body = `Shared text ${Date.now()}`;
    await t.call('POST', '/api/notification/notifications/createNotification', t.admin, { user_id: t.admin.userId, notification_type: 'system', notification_body: body });
    const mine = await t.call('POST', '/api/notification/notifications/createNotification', t.admin, { user_id: t.maya.userId, notification_type: 'system', notification_body: body });
    const res = await t.get('/api/notification/notifications/getNotification', t.maya, { filterFields: { notification_body: body } });
    expect(res.statusCode).toBe(200);
    expect(res.json().notification_id).toBe(mine.json().notification_id);
  });

  it('profile/getUser by e-mail or username: someone else’s account is 404 like an unknown one', async () => {
    const getUser = (filterFields: Record<string, unknown>) => t.get('/api/global-user/profile/getUser', t.maya, { filterFields });
    const admin = await getUser({ email: 'admin@summit.example' });
    const unknown = await getUser({ email: 'nobody@summit.example' });
    expect(admin.statusCode).toBe(404);
    expect(admin.body).toBe(unknown.body);
    expect(admin.json()).toEqual({ message: MESSAGES.userNotFound, statusCode: 404 });
    expect((await getUser({ username: 'admin' })).body).toBe((await getUser({ username: 'nobody' })).body);
    expect((await getUser({ email: DEMO_MEMBER.email })).statusCode).toBe(200);
  });
});

// Video units also take a path on this site since uploaded videos play in the unit (issue 16).
describe('#15 unit links are http(s) only', () => {
  it('video and file units refuse javascript:, data:, vbscript: links (create and update); https is fine', async () => {
    const [mod] = (await t.get('/api/program/modules/getAll', t.admin, { limit: 1 })).json().data as { module_id: number }[];
    const unit = (unit_type: string, body: unknown) => ({
      module_id: mod!.module_id, unit_name: 'Link', unit_type, unit_body: JSON.stringify(body), sequence: 99, created_by: t.admin.userId,
    });
    for (const url of ['javascript:alert(document.cookie)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect400(await t.call('POST', '/api/program/units/createUnit', t.admin, unit('video', { url })), `unit_body of a video unit: url: ${UNIT_BODY_MESSAGES.fileLink}`);
      expect400(await t.call('POST', '/api/program/units/createUnit', t.admin, unit('file', { url, file_name: 'a.pdf' })),
        `unit_body of a file unit: url: ${UNIT_BODY_MESSAGES.fileLink}`);
    }
    const ok = await t.call('POST', '/api/program/units/createUnit', t.admin, unit('video', { url: 'https://video.example/watch?v=1', summary: 'Intro' }));
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json().unit_id as number;
    expect400(await t.call('PUT', `/api/program/units/updateUnit/${id}`, t.admin, { unit_body: JSON.stringify({ url: 'javascript:alert(1)' }), modified_by: t.admin.userId }),
      `unit_body of a video unit: url: ${UNIT_BODY_MESSAGES.fileLink}`);
    // A text unit turned into a video must bring a video body.
    expect400(await t.call('PUT', `/api/program/units/updateUnit/${id}`, t.admin, { unit_type: 'quiz', modified_by: t.admin.userId }), /^unit_body of a quiz unit: /);
    const file = await t.call('POST', '/api/program/units/createUnit', t.admin, unit('file', { url: '/api/multimedia/files/0123456789abcdef0123456789abcdef.pdf', file_name: 'a.pdf' }));
    expect(file.statusCode, file.body).toBe(201);
    expect400(await t.call('POST', '/api/program/units/createUnit', t.admin, unit('file', { url: '//evil.example/a.pdf', file_name: 'a.pdf' })),
      `unit_body of a file unit: url: ${UNIT_BODY_MESSAGES.fileLink}`);
  });
});
