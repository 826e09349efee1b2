import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation, Notification, Program, ProgramEnrolled } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

// These walk through whole views: allow for a busy machine running the full suite in parallel.
configure({ asyncUtilTimeout: 4000 });

const note = (id: number, body: string, over: Partial<Notification> = {}): Notification => ({
  notification_id: id, user_id: 1, notification_type: 'role', notification_body: body, notification_image: null, notification_link: null,
  is_read: false, cdate_time: new Date(Date.now() - 5 * 60_000).toISOString(), created_by: 0, modified_by: null, ...over,
});
const listOf = <T,>(data: T[], total = data.length, limit = 10) =>
  HttpResponse.json({ data, metadata: { total, page: 1, limit, pages: Math.max(1, Math.ceil(total / limit)) } });

describe('communication screen: /notifications', () => {
  it('lists the member\'s notifications newest first, filters them, and marks one read', async () => {
    const queries: Record<string, string>[] = [];
    const updates: unknown[] = [];
    server.use(
      mswHttp.get('*/api/notification/notifications/getAll', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        const filter = JSON.parse(q.filterFields ?? '{}') as Record<string, unknown>;
        // The bell's panel asks for unread ones too; only the list's queries are recorded.
        if (!(filter.is_read === false && Object.keys(filter).length === 2 && queries.length === 0)) queries.push(q);
        const rows = [
          note(3, 'Pitch night moves to Friday.', { notification_type: 'announcement' }),
          note(2, 'You now hold the Expert role.', { notification_image: '/expert.png' }),
          note(1, 'Welcome to the summit community!', { is_read: true, cdate_time: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
        ].filter((n) => (filter.is_read === false ? !n.is_read : true)).filter((n) => (filter.notification_type ? n.notification_type === filter.notification_type : true));
        return listOf(rows, rows.length === 3 ? 42 : rows.length);
      }),
      mswHttp.post('*/api/notification/notifications/updateMany', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json({ data: [] });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Pitch night moves to Friday.', 'You now hold the Expert role.', 'Welcome to the summit community!',
    ]);
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/default-notification.svg');
    expect(items[1]!.querySelector('img')).toHaveAttribute('src', '/expert.png');
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[2]!).getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 42')).toBeInTheDocument();
    const first = queries.find((q) => q.sortField);
    expect(first).toMatchObject({ page: '1', limit: '10', sortField: 'cdate_time', sortOrder: 'desc' });
    expect(JSON.parse(first!.filterFields!)).toEqual({ user_id: 1 });

    await user.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(2));
    expect(JSON.parse(queries.at(-1)!.filterFields!)).toEqual({ user_id: 1, is_read: false });

    await user.selectOptions(screen.getByLabelText('Type'), 'announcement');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(1));
    expect(JSON.parse(queries.at(-1)!.filterFields!)).toEqual({ user_id: 1, is_read: false, notification_type: 'announcement' });

    await user.selectOptions(screen.getByLabelText('Per page'), '20');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ limit: '20', page: '1' }));

    await user.click(screen.getByRole('button', { name: /Mark read: Pitch night/ }));
    await waitFor(() => expect(updates).toEqual([[{ notification_id: 3, is_read: true, modified_by: 1 }]]));
  });

  it('says what will appear when the member has no notifications', async () => {
    server.use(...signedIn);
    renderApp('/notifications');
    expect(await screen.findByText(/No notifications yet\. Roles you are given/)).toBeInTheDocument();
  });
});

const maya = { user_id: 1, name: 'Ada Admin', username: 'admin' };
const tomi = { user_id: 2, name: 'Tomi Ade', username: 'tomi' };
const msg = (id: number, sender: typeof maya, body: string, conversation = 10): ChatMessage => ({
  message_id: id, conversation_id: conversation, sender_id: sender.user_id, sender_name: sender.name, body,
  created_at: new Date(Date.now() - 60_000).toISOString(), edited_at: null,
});
const conversations: Conversation[] = [
  { conversation_id: 10, is_group: false, title: null, members: [maya, tomi], last_message: msg(2, tomi, 'See you at the pitch?'), unread: 1 },
  { conversation_id: 11, is_group: true, title: 'Pitch team', members: [maya, tomi, { user_id: 3, name: 'Grace Hopper', username: 'grace' }], last_message: null, unread: 0 },
];

function chatApi() {
  const sent: unknown[] = [];
  const reads: unknown[] = [];
  const pages: string[] = [];
  const typing: number[] = [];
  const handlers = [
    mswHttp.post('*/api/chat/conversations/:id/typing', ({ params }) => {
      typing.push(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    mswHttp.get('*/api/chat/conversations', () => HttpResponse.json({ data: conversations })),
    mswHttp.get('*/api/chat/conversations/:id/messages', ({ request }) => {
      pages.push(new URL(request.url).search);
      return HttpResponse.json({ data: [msg(1, maya, 'Hi Tomi!'), msg(2, tomi, 'See you at the pitch?')], has_more: false });
    }),
    mswHttp.post('*/api/chat/conversations/:id/messages', async ({ request, params }) => {
      const body = await request.json() as { body: string };
      sent.push(body);
      return HttpResponse.json(msg(3, maya, body.body, Number(params.id)), { status: 201 });
    }),
    mswHttp.post('*/api/chat/conversations/:id/read', async ({ request, params }) => {
      reads.push({ conversation: Number(params.id), ...(await request.json() as object) });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { sent, reads, pages, typing, handlers };
}

describe('communication screen: /messages', () => {
  it('opens a conversation, marks it read, sends with Enter, and shows live messages as plain text', async () => {
    const api = chatApi();
    server.use(...api.handlers, ...signedIn);
    const user = userEvent.setup();
    const { chat, router } = renderApp('/messages');
    const list = await screen.findByRole('listbox', { name: 'Conversations' });
    expect(chat.connected).toBe(true);
    const option = within(list).getByRole('option', { name: 'Tomi Ade, 1 unread' });
    expect(within(list).getByRole('option', { name: 'Pitch team' })).toHaveAttribute('aria-selected', 'false');
    await user.click(option);

    const log = await screen.findByRole('log', { name: 'Messages with Tomi Ade' });
    expect(await within(log).findByText('See you at the pitch?')).toBeInTheDocument();
    expect(api.pages).toEqual(['?limit=30']);
    await waitFor(() => expect(api.reads).toEqual([{ conversation: 10, message_id: 2 }]));
    expect(within(list).getByRole('option', { name: 'Tomi Ade' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?c=10');

    const composer = screen.getByRole('textbox', { name: 'Message to Tomi Ade' });
    await user.type(composer, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(composer).toHaveValue('Line one\nline two');
    await user.keyboard('{Enter}');
    expect(await within(log).findByText(/Line one\s+line two/)).toBeInTheDocument();
    expect(api.sent).toEqual([{ body: 'Line one\nline two' }]);
    await waitFor(() => expect(composer).toHaveValue(''));
    // Twenty keystrokes told the others "typing" once or twice (throttled by the composer), not twenty times.
    expect(api.typing.length).toBeGreaterThanOrEqual(1);
    expect(api.typing.length).toBeLessThanOrEqual(2);
    expect(new Set(api.typing)).toEqual(new Set([10]));

    // The day heading and one group for Maya's consecutive messages (her name once, not per message).
    expect(within(log).getByRole('separator', { name: 'Today' })).toBeInTheDocument();

    // Tomi types: "Tomi is typing…" is announced politely, and goes when his message lands.
    act(() => chat.push('typing', { conversation_id: 10, user_id: 2, name: 'Tomi Ade' }));
    expect(await screen.findByText('Tomi is typing…')).toHaveAttribute('aria-live', 'polite');

    // Pushed through the chat socket as the server would: appended to the open thread.
    act(() => chat.push('new_message', msg(4, tomi, '<img src=x onerror=alert(1)>')));
    const xss = await within(log).findByText('<img src=x onerror=alert(1)>');
    expect(screen.queryByText('Tomi is typing…')).toBeNull();
    expect(xss.tagName).toBe('P');
    expect(log.querySelector('img')).toBeNull();
    // The open, visible thread is marked read up to the new message.
    await waitFor(() => expect(api.reads).toContainEqual({ conversation: 10, message_id: 4 }));

    // A message in another conversation bumps it to the top with its unread count.
    act(() => chat.push('new_message', msg(5, tomi, 'Agenda is out', 11)));
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveAccessibleName('Pitch team, 1 unread'));
    expect(within(log).queryByText('Agenda is out')).toBeNull();

    // Read in another tab: the count clears here too.
    act(() => chat.push('conversation_read', { conversation_id: 11, last_read_message_id: 5 }));
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveAccessibleName('Pitch team'));

    // A live edit replaces the text.
    act(() => chat.push('update_message', { ...msg(4, tomi, 'Sorry, fixed that.'), edited_at: new Date().toISOString() }));
    expect(await within(log).findByText('Sorry, fixed that.')).toBeInTheDocument();
    expect(within(log).getByText('(edited)')).toBeInTheDocument();

    // The chat socket is open only while /messages is.
    await act(() => router.navigate('/notifications'));
    await waitFor(() => expect(chat.connected).toBe(false));
  });

  it('shows the server\'s message when sending fails, and keeps the text', async () => {
    const api = chatApi();
    server.use(
      mswHttp.post('*/api/chat/conversations/:id/messages', () => HttpResponse.json({ message: 'Too many requests, please try again later.', statusCode: 429 }, { status: 429 })),
      ...api.handlers,
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/messages?c=10');
    const composer = await screen.findByRole('textbox', { name: 'Message to Tomi Ade' });
    await user.type(composer, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
    expect(composer).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('communication screen: /calendar', () => {
  it('shows an enrolled program on its start date, marks today and lists it as coming up', async () => {
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 9, 0);
    const enrolments: ProgramEnrolled[] = [{ enrollment_id: 1, user_id: 1, program_id: 7, status: 'active', progress: {}, enrolled_at: now.toISOString() }];
    const program: Program = {
      program_id: 7, program_name: 'Pitch Lab', program_description: '', program_category: 'Accelerator', program_image: null,
      start_date: start.toISOString(), end_date: null, is_published: true,
    };
    const programQueries: string[] = [];
    server.use(
      mswHttp.get('*/api/program/programs-enrolled/getAll', ({ request }) => {
        expect(JSON.parse(new URL(request.url).searchParams.get('filterFields')!)).toEqual({ user_id: 1 });
        return listOf(enrolments);
      }),
      mswHttp.get('*/api/program/programs/getAll', ({ request }) => {
        programQueries.push(new URL(request.url).searchParams.get('filterFields')!);
        return listOf([program]);
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/calendar');
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const today = grid.querySelector('[aria-current="date"]') as HTMLElement;
    expect(today).toHaveAccessibleName(expect.stringContaining(', today'));
    expect(today).toHaveAttribute('tabindex', '0');

    // The start day may be in next month's grid when today is near the month's end.
    if (start.getMonth() !== now.getMonth() && !grid.querySelector(`[data-day="${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}"]`)) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    }
    const cell = await screen.findByRole('gridcell', { name: new RegExp(`^\\w+ ${start.getDate()} .*: Pitch Lab starts$`) });
    expect(within(cell).getByText('Pitch Lab starts')).toBeInTheDocument();
    expect(JSON.parse(programQueries[0]!)).toEqual({ program_id: [7] });
    const upcoming = screen.getByRole('heading', { name: 'Coming up' }).parentElement!;
    expect(within(upcoming).getByText('Pitch Lab starts')).toBeInTheDocument();
    expect(within(upcoming).getByText(/Starts in (1 day|2 days|\d+ hours?)$/)).toBeInTheDocument();
  });

  it('lists the events the member registered for beside their programs, linking to the event', async () => {
    const starts = new Date(Date.now() + 3 * 86_400_000);
    const registration = (id: number, status: 'registered' | 'waitlisted' | 'cancelled', title: string) => ({
      registration_id: id, event_id: 70 + id, ticket_type_id: 1, user_id: 1, status, ticket_code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      created_at: new Date().toISOString(), checked_in_at: null, cancelled_at: null, waitlist_position: status === 'waitlisted' ? 2 : null,
      ticket_type_name: 'General admission',
      event: { event_id: 70 + id, title, kind: 'event', format: 'online', venue: null, online_url: null, starts_at: starts.toISOString(), ends_at: starts.toISOString(), time_zone: 'UTC', cover_image: null },
    });
    server.use(
      mswHttp.get('*/api/event/my-registrations', () => HttpResponse.json({ data: [
        registration(1, 'registered', 'Demo Day'), registration(2, 'waitlisted', 'Investor Roundtable'), registration(3, 'cancelled', 'Dropped Meetup'),
      ] })),
      ...signedIn,
    );
    renderApp('/calendar');
    const upcoming = (await screen.findByRole('heading', { name: 'Coming up' })).parentElement!;
    expect(await within(upcoming).findByRole('link', { name: 'Demo Day' })).toHaveAttribute('href', '/events/71');
    expect(within(upcoming).getByRole('link', { name: 'Investor Roundtable (waitlist)' })).toBeInTheDocument();
    expect(within(upcoming).queryByText('Dropped Meetup')).not.toBeInTheDocument();
  });

  it('moves between days with the arrow keys and says what will appear when empty', async () => {
    server.use(...signedIn);
    const user = userEvent.setup();
    renderApp('/calendar');
    expect(await screen.findByText('Nothing on your calendar yet.')).toBeInTheDocument();
    expect(screen.getByText(/The events you register for and the start and end dates/)).toBeInTheDocument();
    const grid = screen.getByRole('grid');
    const today = grid.querySelector('[aria-current="date"]') as HTMLElement;
    today.focus();
    await user.keyboard('{ArrowDown}');
    const next = new Date();
    next.setDate(next.getDate() + 7);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(expect.stringContaining(`${next.getDate()} `)));
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
  });
});

describe('communication screen: /announcements', () => {
  it('lets an admin send an announcement to one role and confirms how many members got it', async () => {
    const sent: unknown[] = [];
    server.use(
      mswHttp.post('*/api/notification/announce', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ sent: 3 });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/announcements');
    expect(await screen.findByText(/No announcements yet/)).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Send an announcement' });
    await user.click(within(form).getByRole('button', { name: 'Send announcement' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Write the announcement first.');
    await user.type(within(form).getByLabelText('Announcement'), 'Doors open at 9.');
    await user.click(within(form).getByLabelText('Members with one role'));
    await user.selectOptions(within(form).getByLabelText('Role'), 'Admin');
    await user.click(within(form).getByRole('button', { name: 'Send announcement' }));
    expect((await screen.findAllByText('Announcement sent to 3 members.')).length).toBeGreaterThan(0);
    expect(sent).toEqual([{ body: 'Doors open at 9.', audience: { role_id: 5 } }]);
    expect(within(form).getByLabelText('Announcement')).toHaveValue('');
  });
});
