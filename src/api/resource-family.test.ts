import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../tests/msw/server';
import { configureActingUser } from './acting-user';
import { customRolePrivileges, menus, programsEnrolled, roles, users } from './families';
import type { ApiError } from './http';
import { serializeListQuery } from './resource-family';

afterEach(() => configureActingUser(() => 0));

const role = { role_id: 40, role_name: 'mentors', display_name: 'Mentors', parent_user_id: 1, role_parent_id: 3 };
const meta = { total: 1, page: 1, limit: 10, pages: 1 };

describe('serializeListQuery', () => {
  it('writes filterFields and searchFields as JSON, fields comma-joined, and leaves out what is unset', () => {
    expect(serializeListQuery({
      page: 2, limit: -1, fields: ['user_id', 'email'], filterFields: { enabled: true, roles: [5, 6] },
      search: ' ada ', searchFields: ['firstName', 'lastName'], sortField: 'email', sortOrder: 'asc', metadataOnly: true,
    })).toEqual({
      page: 2, limit: -1, fields: 'user_id,email', filterFields: '{"enabled":true,"roles":[5,6]}',
      search: 'ada', searchFields: '["firstName","lastName"]', sortField: 'email', sortOrder: 'asc', metadataOnly: 'true',
    });
    expect(serializeListQuery({ filterFields: {}, search: '  ', searchFields: ['email'], fields: [] })).toEqual({});
  });
});

describe('a resource family', () => {
  it('lists with the common query in the URL and parses the rows', async () => {
    let url: URL | null = null;
    server.use(mswHttp.get('*/api/user/roles/getAll', ({ request }) => {
      url = new URL(request.url);
      return HttpResponse.json({ data: [role], metadata: meta });
    }));
    const page = await roles.getAll({ page: 1, limit: 25, filterFields: { role_id: [40, 41] }, sortField: 'role_name', sortOrder: 'asc' });
    expect(page).toEqual({ data: [role], metadata: meta });
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      page: '1', limit: '25', filterFields: '{"role_id":[40,41]}', sortField: 'role_name', sortOrder: 'asc',
    });
  });

  it('gets one by filterFields at get{Entity}, and customRolePrivilege at plain get', async () => {
    const seen: string[] = [];
    const privilege = { privilege_id: 9, role_id: 40, privilege_menu_id: 213, privilege_access_scope: 'private', privilege_access_type: ['read'] };
    server.use(
      mswHttp.get('*/api/system/customMenus/getMenu', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ menu_id: 213, menu_name: 'Business', menu_parent_id: 211 });
      }),
      mswHttp.get('*/api/user/customRolePrivilege/get', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(privilege);
      }),
    );
    expect(await menus.get({ menu_id: 213 })).toEqual({ menu_id: 213, menu_name: 'Business', menu_parent_id: 211 });
    expect(await customRolePrivileges.get({ privilege_id: 9 })).toEqual(privilege);
    expect(seen.map((s) => decodeURIComponent(s))).toEqual(['?filterFields={"menu_id":213}', '?filterFields={"privilege_id":9}']);
  });

  it('adds created_by, modified_by and deleted_by from the session, and the acting id to delete paths', async () => {
    configureActingUser(() => 7);
    const bodies: unknown[] = [];
    const paths: string[] = [];
    server.use(
      mswHttp.post('*/api/user/roles/createRole', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(role, { status: 201 });
      }),
      mswHttp.put('*/api/user/roles/updateRole/40', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(role);
      }),
      mswHttp.delete('*/api/user/roles/deleteRole/:id/:acting', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ deleted: 1 });
      }),
      mswHttp.delete('*/api/program/programs-enrolled/deleteProgramEnrolled/:id/:user', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ deleted: 1 });
      }),
      mswHttp.post('*/api/user/roles/createMany', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: [role] }, { status: 201 });
      }),
      mswHttp.post('*/api/user/roles/updateMany', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: [role] });
      }),
      mswHttp.put('*/api/user/roles/deleteMany', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ deleted: 2 });
      }),
    );
    await roles.create({ role_name: 'mentors', display_name: 'Mentors', role_parent_id: 3 });
    await roles.update(40, { display_name: 'Mentors' });
    await roles.remove(40);
    await programsEnrolled.remove(3);
    await roles.createMany([{ role_name: 'a' }, { role_name: 'b' }]);
    await roles.updateMany([{ role_id: 40, display_name: 'X' }]);
    expect(await roles.deleteMany([40, 41])).toBe(2);
    expect(bodies).toEqual([
      { role_name: 'mentors', display_name: 'Mentors', role_parent_id: 3, created_by: 7 },
      { display_name: 'Mentors', modified_by: 7 },
      [{ role_name: 'a', created_by: 7 }, { role_name: 'b', created_by: 7 }],
      [{ role_id: 40, display_name: 'X', modified_by: 7 }],
      { role_ids: [40, 41], deleted_by: 7 },
    ]);
    expect(paths).toEqual(['/api/user/roles/deleteRole/40/7', '/api/program/programs-enrolled/deleteProgramEnrolled/3/7']);
  });

  it('sends 0 as the acting id when nobody is signed in (SPEC §3)', async () => {
    configureActingUser(() => undefined);
    let body: unknown;
    server.use(mswHttp.put('*/api/global-user/users/deleteMany', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ deleted: 0 });
    }));
    await users.deleteMany([3]);
    expect(body).toEqual({ user_ids: [3], deleted_by: 0 });
  });

  it('rejects a failed batch with the server message, status and the failed items by index', async () => {
    server.use(mswHttp.post('*/api/global-user/users/createMany', () => HttpResponse.json({
      message: '2 of 3 users could not be created.', statusCode: 400,
      errors: [{ index: 0, message: 'This username is taken.' }, { index: 2, message: 'Enter a valid e-mail address.' }],
    }, { status: 400 })));
    const error = await users.createMany([{ username: 'a' }, { username: 'b' }, { username: 'c' }]).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: '2 of 3 users could not be created.', statusCode: 400,
      errors: [{ index: 0, message: 'This username is taken.' }, { index: 2, message: 'Enter a valid e-mail address.' }],
    });
  });

  it('reports a 409 guard with its message', async () => {
    server.use(mswHttp.delete('*/api/user/roles/deleteRole/:id/:acting', () =>
      HttpResponse.json({ message: 'This role is held by 3 members.', statusCode: 409 }, { status: 409 })));
    await expect(roles.remove(40)).rejects.toMatchObject({ message: 'This role is held by 3 members.', statusCode: 409 });
  });

  it('asks for metadata only', async () => {
    let query = '';
    server.use(mswHttp.get('*/api/global-user/users/getAll', ({ request }) => {
      query = new URL(request.url).search;
      return HttpResponse.json({ data: [], metadata: { total: 10000, page: 1, limit: 10, pages: 1000 } });
    }));
    expect(await users.count({ filterFields: { enabled: false } })).toEqual({ total: 10000, page: 1, limit: 10, pages: 1000 });
    expect(decodeURIComponent(query)).toBe('?filterFields={"enabled":false}&metadataOnly=true');
  });
});
