import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, type Attendee, type SummitEvent } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';
import { warmScreens } from '../../../tests/helpers/warm-screens';

configure({ asyncUtilTimeout: 4000 });

/** The manage page's own socket: connects at once, answers the room join with the counts, records what it was sent. */
const fake = vi.hoisted(() => {
  class FakeSocket {
    handlers = new Map<string, ((...args: unknown[]) => void)[]>();
    emitted: { event: string; payload: unknown }[] = [];
    connected = false;
    auth: unknown;
    constructor(public url: string, public options: { auth?: unknown }) { this.auth = options.auth; }
    on(event: string, handler: (...args: unknown[]) => void) { this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]); return this; }
    emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
      this.emitted.push({ event, payload });
      if (event === 'event_manage_join') ack?.(fake.joinAnswer);
      return this;
    }
    fire(event: string, ...args: unknown[]) { for (const h of this.handlers.get(event) ?? []) h(...args); }
    connect() { this.connected = true; this.fire('connect'); }
    disconnect() { this.connected = false; }
    removeAllListeners() { this.handlers.clear(); }
  }
  return { sockets: [] as FakeSocket[], joinAnswer: null as unknown, FakeSocket };
});
vi.mock('socket.io-client', () => ({
  io: (url: string, options: { auth?: unknown }) => {
    const socket = new fake.FakeSocket(url, options);
    fake.sockets.push(socket);
    queueMicrotask(() => socket.connect());
    return socket;
  },
}));

const EVENT: SummitEvent = {
  event_id: 7, title: 'Summit Berlin 2026', kind: 'event', summary: 'The yearly summit.', body: '', format: 'in-person',
  venue: 'Kulturbrauerei', address: null, online_url: null, starts_at: '2026-12-08T08:00:00Z', ends_at: '2026-12-08T16:00:00Z',
  time_zone: 'Europe/Berlin', capacity: 10, registration_opens_at: null, registration_closes_at: null, tags: [], organiser_user_id: 1,
  is_published: true, cover_image: null, allow_multiple: false, created_by: 1, modified_by: null, created_at: '2026-01-01T00:00:00Z',
  modified_at: null, ticket_types: [], registered_count: 8, waitlist_count: 0,
};

const attendee = (id: number, first: string, status: Attendee['status']): Attendee => ({
  registration_id: id, event_id: 7, ticket_type_id: 1, user_id: 10 + id, status, ticket_code: `T${id}`.padEnd(26, 'A'),
  created_at: '2026-01-01T00:00:00Z', checked_in_at: status === 'checked-in' ? '2026-12-08T08:10:00Z' : null, cancelled_at: null,
  waitlist_position: status === 'waitlisted' ? 1 : null, username: first.toLowerCase(), first_name: first, last_name: 'Doe',
  email: `${first.toLowerCase()}@summit.example`, ticket_type_name: 'General admission',
});
const ROWS = [attendee(1, 'Ada', 'checked-in'), attendee(2, 'Ben', 'registered'), attendee(3, 'Cleo', 'waitlisted')];
const COUNTS = { registered: 6, waitlisted: 1, checked_in: 2, cancelled: 0 };

/** getEvent and attendees answered; the attendee queries and check-in bodies are recorded. */
function manageApi(options: { checkIn?: (code: string) => Response; attendees?: () => Response } = {}) {
  const queries: Record<string, string>[] = [];
  const codes: string[] = [];
  fake.sockets.length = 0;
  fake.joinAnswer = { ok: true, event_id: 7, checked_in: 2, registered: 8 };
  server.use(
    mswHttp.get('*/api/event/events/getEvent', () => HttpResponse.json(EVENT)),
    mswHttp.get('*/api/event/events/7/attendees', ({ request }) => {
      if (options.attendees) return options.attendees();
      const q = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(q);
      const rows = q.search ? ROWS.filter((r) => r.first_name!.toLowerCase().includes(q.search!.toLowerCase()))
        : q.status ? ROWS.filter((r) => r.status === q.status) : ROWS;
      const limit = Number(q.limit);
      return HttpResponse.json({ data: rows.slice(0, limit), metadata: { total: rows.length, page: Number(q.page), limit, pages: Math.ceil(rows.length / limit) }, counts: COUNTS });
    }),
    mswHttp.post('*/api/event/events/7/check-in', async ({ request }) => {
      const { ticket_code } = await request.json() as { ticket_code: string };
      codes.push(ticket_code);
      return options.checkIn?.(ticket_code) ?? HttpResponse.json({ message: 'Something went wrong.', statusCode: 500 }, { status: 500 });
    }),
    ...signedIn,
  );
  return { queries, codes };
}

const admitted = (name: string) => HttpResponse.json({
  result: 'admitted', message: 'Checked in.', statusCode: 200, attendee_name: name, checked_in: 3, registered: 8,
  registration: { ...attendee(2, 'Ben', 'checked-in'), checked_in_at: '2026-12-08T08:15:00Z' },
});

warmScreens('manageEvent');

describe('manage event screen: /manage-event/:event_id', () => {
  it('shows the event, the door count (kept live by the socket room) and the attendee table with search and status filter', async () => {
    const { queries } = manageApi();
    const user = userEvent.setup();
    renderApp('/manage-event/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summit Berlin 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/events/7');
    const door = screen.getByRole('region', { name: 'At the door' });
    // Seats taken are registered + checked in (6 + 2).
    expect(door).toHaveTextContent('2 of 8 checked in');

    // The page's socket joined the event's room with the session's token.
    expect(fake.sockets).toHaveLength(1);
    expect(fake.sockets[0]!.auth).toEqual({ token: 'test-token' });
    expect(fake.sockets[0]!.emitted).toContainEqual({ event: 'event_manage_join', payload: { event_id: 7 } });
    // Another device checks someone in: the server pushes the count to the room.
    act(() => fake.sockets[0]!.fire('event_checkins', { event_id: 7, checked_in: 5, registered: 8 }));
    expect(door).toHaveTextContent('5 of 8 checked in');
    // A push for another event is not this page's.
    act(() => fake.sockets[0]!.fire('event_checkins', { event_id: 9, checked_in: 1, registered: 2 }));
    expect(door).toHaveTextContent('5 of 8 checked in');

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Ada Doe/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ page: '1', limit: '25' });

    await user.selectOptions(screen.getByLabelText('Status'), 'waitlisted');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ status: 'waitlisted' });
    expect(within(screen.getByRole('table')).getByText('Waitlisted (#1)')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('Search attendees'), 'ben');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ search: 'ben' });
    expect(screen.getByRole('rowheader', { name: /Ben Doe/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Ada Doe/ })).not.toBeInTheDocument();
  });

  it('checks a ticket in by its code: admitted, then an unknown code, each announced in the live region', async () => {
    const { codes } = manageApi({
      checkIn: (code) => (code === 'BENS TICKET'
        ? admitted('Ben Doe')
        : HttpResponse.json({ result: 'unknown-ticket', message: EVENT_MESSAGES.ticketNotFound, statusCode: 404, checked_in: 3, registered: 8 }, { status: 404 })),
    });
    const user = userEvent.setup();
    renderApp('/manage-event/7');
    const panel = await screen.findByRole('region', { name: 'Check-in' });
    const status = within(panel).getByRole('status');
    expect(status).toHaveTextContent('Ready for the next attendee.');

    await user.type(within(panel).getByLabelText('Ticket code'), 'BENS TICKET');
    await user.click(within(panel).getByRole('button', { name: 'Check in' }));
    expect(await within(status).findByText('Admitted')).toBeInTheDocument();
    expect(status).toHaveTextContent('Ben Doe');
    expect(codes).toEqual(['BENS TICKET']);
    expect(within(screen.getByRole('region', { name: 'At the door' })).getByRole('listitem')).toHaveTextContent('Ben Doe');
    // The field is empty and focused for the next attendee.
    expect(within(panel).getByLabelText('Ticket code')).toHaveValue('');
    expect(within(panel).getByLabelText('Ticket code')).toHaveFocus();

    await user.type(within(panel).getByLabelText('Ticket code'), 'FORGED{Enter}');
    expect(await within(status).findByText('Unknown ticket')).toBeInTheDocument();
    expect(status).toHaveTextContent('No valid ticket has the code FORGED. Nobody was admitted.');
    expect(codes).toEqual(['BENS TICKET', 'FORGED']);

    await user.click(within(panel).getByRole('button', { name: 'Next attendee' }));
    expect(status).toHaveTextContent('Ready for the next attendee.');
  });

  it('offers a retry when the check cannot be made, and tells an already used ticket with its time', async () => {
    let down = true;
    manageApi({
      checkIn: () => (down
        ? HttpResponse.error()
        : HttpResponse.json({
          result: 'already-checked-in', message: EVENT_MESSAGES.alreadyCheckedIn, statusCode: 409, attendee_name: 'Ada Doe', checked_in: 2, registered: 8,
          registration: attendee(1, 'Ada', 'checked-in'),
        }, { status: 409 })),
    });
    const user = userEvent.setup();
    renderApp('/manage-event/7');
    const panel = await screen.findByRole('region', { name: 'Check-in' });
    await user.type(within(panel).getByLabelText('Ticket code'), 'ADAS{Enter}');
    expect(await within(panel).findByText('Check-in failed')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Could not reach the server.');
    down = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Already checked in')).toBeInTheDocument();
    // 08:10Z is 09:10 in Berlin.
    expect(within(panel).getByRole('status')).toHaveTextContent('Ada Doe was checked in at Tue 8 Dec, 09:10');
  });

  it('shows the server’s refusal to someone who does not manage the event', async () => {
    manageApi({ attendees: () => HttpResponse.json({ message: EVENT_MESSAGES.organiserOnly, statusCode: 403 }, { status: 403 }) });
    renderApp('/manage-event/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.organiserOnly);
    expect(screen.getByRole('heading', { level: 1, name: 'This event cannot be managed here' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Check-in' })).not.toBeInTheDocument();
    expect(fake.sockets).toHaveLength(0);
  });
});
