import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { demoRoles, demoUserRecord, signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';
import { NO_ACCESS_TEXT } from './AdminCenterScreen';

const volunteer: Role = { role_id: 3, role_name: 'volunteer', display_name: 'Volunteer', parent_user_id: null, role_parent_id: null };
const member = (user_id: number, firstName: string, lastName: string, enabled = true) => ({
  ...demoUserRecord, user_id, username: firstName.toLowerCase(), firstName, lastName, email: `${firstName.toLowerCase()}@example.org`, enabled, roles: [3], active_role_id: 3,
});
const people = [member(2, 'Grace', 'Hopper'), member(3, 'Alan', 'Turing', false), member(4, 'Ada', 'Lovelace')];

/**
 * The users family: records every list query, answers with `people` (search narrows by first name).
 * Unsearched, it answers like the API host over a big community: counted up to the cap (1,000+).
 */
function usersFamily() {
  const queries: Record<string, string>[] = [];
  const handler = mswHttp.get('*/api/global-user/users/getAll', ({ request }) => {
    const q = Object.fromEntries(new URL(request.url).searchParams);
    queries.push(q);
    const rows = q.search ? people.filter((p) => p.firstName.toLowerCase().includes(q.search!.toLowerCase())) : people;
    const metadata = q.search
      ? { total: rows.length, page: Number(q.page), limit: Number(q.limit), pages: 1 }
      : { total: 1_000, page: Number(q.page), limit: Number(q.limit), pages: 40, totalCapped: true };
    return HttpResponse.json({ data: rows, metadata });
  });
  const roles = mswHttp.get('*/api/user/roles/getAll', () =>
    HttpResponse.json({ data: [...demoRoles, volunteer], metadata: { total: 2, page: 1, limit: -1, pages: 1 } }));
  return { queries, handlers: [handler, roles] };
}

describe('Admin Center: Users', () => {
  it('shows the page of members with the total, and searches on the API host with the common list query', async () => {
    const users = usersFamily();
    server.use(...users.handlers, ...signedIn);
    renderApp('/admin-center');
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 1,000+ members')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 40+')).toBeInTheDocument();
    expect(users.queries[0]).toEqual({ page: '1', limit: '25' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ada');
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    // An exact total again: no '+'.
    expect(screen.getByText('Showing 1–1 of 1 members')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    // Debounced: one request for the finished word, from page 1.
    expect(users.queries.slice(1)).toEqual([{ page: '1', limit: '25', search: 'ada' }]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'false');
    await waitFor(() => expect(users.queries.at(-1)).toEqual({ page: '1', limit: '25', search: 'ada', filterFields: '{"enabled":false}' }));
    await userEvent.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(users.queries.at(-1)).toMatchObject({ sortField: 'email', sortOrder: 'asc' }));
  });

  it('bulk-deletes the selected members after a confirmation with the count, sending user_ids and deleted_by', async () => {
    const users = usersFamily();
    let body: unknown = null;
    server.use(
      mswHttp.put('*/api/global-user/users/deleteMany', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ deleted: 2 });
      }),
      ...users.handlers,
      ...signedIn,
    );
    renderApp('/admin-center?tab=users');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Grace Hopper' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete 2 members?' });
    expect(body).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 members' }));
    expect(await screen.findByRole('dialog', { name: 'Delete: summary' })).toHaveTextContent('Deleted2 members');
    expect(body).toEqual({ user_ids: [2, 4], deleted_by: 1 });
    expect(await screen.findByText('2 members deleted.')).toBeInTheDocument(); // the toast
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('previews a CSV file with per-row errors and imports only the valid rows', async () => {
    const users = usersFamily();
    let sent: unknown = null;
    server.use(
      mswHttp.post('*/api/global-user/users/createMany', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: [member(50, 'Lin', 'Wei')] }, { status: 201 });
      }),
      mswHttp.post('*/api/global-user/users/checkExisting', () => HttpResponse.json({ usernames: [], emails: [] })),
      ...users.handlers,
      ...signedIn,
    );
    renderApp('/admin-center');
    await screen.findByText('Grace Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const csv = 'username,email,firstName,lastName,roles\nlinwei,lin@example.org,Lin,Wei,volunteer\nx,not-mail,,,pilot\n';
    await userEvent.upload(screen.getByLabelText('CSV file'), new File([csv], 'members.csv', { type: 'text/csv' }));

    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('3');
    expect(within(rows[2]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Username must be at least 3 characters.', 'Enter a valid e-mail address.', 'Enter the first name.', 'Unknown role: pilot.',
    ]);
    expect(screen.getByText(/1 member ready to import/)).toBeInTheDocument();
    const loadsBefore = users.queries.length;
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 member' }));
    expect(await screen.findByText('1 member created')).toBeInTheDocument();
    expect(sent).toEqual([{ username: 'linwei', email: 'lin@example.org', firstName: 'Lin', lastName: 'Wei', roles: [3], created_by: 1 }]);
    // The import machine tells the users list to load again (no view effect remembers the creation).
    await waitFor(() => expect(users.queries.length).toBe(loadsBefore + 1));
  });

  it('marks rows of members who already exist in the preview, asking the API host once for all rows', async () => {
    const users = usersFamily();
    const asked: unknown[] = [];
    server.use(
      mswHttp.post('*/api/global-user/users/checkExisting', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ usernames: ['grace'], emails: [] });
      }),
      ...users.handlers,
      ...signedIn,
    );
    renderApp('/admin-center');
    await screen.findByText('Grace Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const csv = 'username,email,firstName\ngrace,grace2@example.org,Grace\nnewbie,new@example.org,New\n';
    await userEvent.upload(screen.getByLabelText('CSV file'), new File([csv], 'members.csv', { type: 'text/csv' }));
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('The username grace is already taken.');
    expect(asked).toEqual([{ usernames: ['grace', 'newbie'], emails: ['grace2@example.org', 'new@example.org'] }]);
    expect(screen.getByText(/1 member ready to import/)).toBeInTheDocument();
  });

  it('disables a member with users/updateUser and syncs only the enabled flag to the identity service', async () => {
    const users = usersFamily();
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      mswHttp.put('*/api/global-user/users/updateUser/:id', async ({ request }) => {
        calls.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ ...people[0], enabled: false });
      }),
      mswHttp.put('*/api/auth/updateAuthUser/:id', async ({ request }) => {
        calls.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ user_id: 2, username: 'grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', enabled: false });
      }),
      ...users.handlers,
      ...signedIn,
    );
    renderApp('/admin-center');
    await userEvent.click(await screen.findByRole('switch', { name: 'Enabled: Grace Hopper' }));
    expect(await screen.findByText('Grace Hopper disabled.')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/api/global-user/users/updateUser/2', body: { enabled: false, modified_by: 1 } },
      { path: '/api/auth/updateAuthUser/2', body: { enabled: false, modified_by: 1 } },
    ]);
  });

  it('tells a member without the privileges that the Admin Center is not for them', async () => {
    server.use(
      mswHttp.get('*/api/user/roles/getAll', () => HttpResponse.json({ data: [volunteer], metadata: { total: 1, page: 1, limit: -1, pages: 1 } })),
      mswHttp.get('*/api/global-user/profile/getUser', () => HttpResponse.json({ ...demoUserRecord, roles: [3], active_role_id: 3 })),
      ...signedIn,
    );
    renderApp('/admin-center');
    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
