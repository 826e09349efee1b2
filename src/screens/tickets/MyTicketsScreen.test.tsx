import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyRegistration, RegistrationStatus } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const registration = (id: number, title: string, status: RegistrationStatus, over: Partial<MyRegistration> = {}): MyRegistration => ({
  registration_id: id, event_id: 100 + id, ticket_type_id: 1, user_id: 1, status, ticket_code: id === 1 ? CODE : `CODE${id}`.padEnd(26, 'A'),
  created_at: '2026-01-01T10:00:00Z', checked_in_at: status === 'checked-in' ? '2026-12-08T08:05:00Z' : null, cancelled_at: null,
  waitlist_position: status === 'waitlisted' ? 3 : null, ticket_type_name: 'General admission',
  event: {
    event_id: 100 + id, title, kind: 'event', format: 'in-person', venue: 'Kulturbrauerei, Berlin', online_url: null,
    starts_at: '2026-12-08T08:00:00Z', ends_at: '2026-12-08T16:00:00Z', time_zone: 'Europe/Berlin', cover_image: null,
  },
  ...over,
});

/** my-registrations answered by `reply`; the queries are recorded. */
function registrations(reply: (q: Record<string, string>) => MyRegistration[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    mswHttp.get('*/api/event/my-registrations', ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(q);
      return HttpResponse.json({ data: reply(q) });
    }),
    ...signedIn,
  );
  return queries;
}

describe('my tickets screen: /my-tickets', () => {
  it('shows each live ticket with its date in the event’s zone, venue, type, grouped code and QR code; the waitlist apart', async () => {
    const queries = registrations((q) => (q.when === 'upcoming' ? [
      registration(1, 'Summit Berlin 2026', 'registered'),
      registration(2, 'Investor Breakfast', 'checked-in'),
      registration(3, 'Pitch Night', 'waitlisted'),
    ] : []));
    renderApp('/my-tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Tickets' })).toBeInTheDocument();
    const tickets = await screen.findByRole('list', { name: 'Upcoming tickets' });
    expect(queries[0]).toEqual({ when: 'upcoming' });

    const ticket = within(tickets).getByRole('article', { name: 'Summit Berlin 2026' });
    expect(within(ticket).getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ')).toBeInTheDocument();
    // 08:00Z is 09:00 in Berlin in December.
    expect(within(ticket).getByText('Tue, 8 Dec 2026, 09:00–17:00 (Europe/Berlin)')).toBeInTheDocument();
    expect(within(ticket).getByText('Kulturbrauerei, Berlin')).toBeInTheDocument();
    expect(within(ticket).getByText('General admission')).toBeInTheDocument();
    expect(within(ticket).getByText('Valid ticket')).toBeInTheDocument();
    const qr = await within(ticket).findByRole('img', { name: 'QR code for ticket ABCD EFGH IJKL MNOP QRST UVWX YZ to Summit Berlin 2026' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(ticket).getByRole('button', { name: 'Print ticket for Summit Berlin 2026' })).toBeInTheDocument();
    expect(within(ticket).getByRole('button', { name: 'Add Summit Berlin 2026 to calendar' })).toBeInTheDocument();

    expect(within(tickets).getByRole('article', { name: 'Investor Breakfast' })).toHaveTextContent('Checked in');
    // The waitlisted registration is not a ticket: no QR code, its place in the queue instead.
    expect(within(tickets).queryByRole('article', { name: 'Pitch Night' })).not.toBeInTheDocument();
    const waitlist = screen.getByRole('region', { name: 'On the waitlist' });
    expect(within(waitlist).getByRole('link', { name: 'Pitch Night' })).toHaveAttribute('href', '/events/103');
    expect(within(waitlist).getByText('On the waitlist (position 3)')).toBeInTheDocument();
    expect(within(waitlist).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('2 tickets, 1 on the waitlist')).toBeInTheDocument();
  });

  it('shows past tickets on request, and an empty state that leads to the events', async () => {
    const queries = registrations((q) => (q.when === 'past' ? [registration(4, 'Demo Day 2025', 'checked-in')] : []));
    const user = userEvent.setup();
    renderApp('/my-tickets');
    const empty = await screen.findByRole('region', { name: 'No upcoming tickets' });
    expect(within(empty).getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');

    await user.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByRole('article', { name: 'Demo Day 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    expect(queries.at(-1)).toEqual({ when: 'past' });
    expect(screen.queryByRole('region', { name: 'No upcoming tickets' })).not.toBeInTheDocument();
  });

  it('loads the calendar feed link only when asked, and resets it after a confirmation', async () => {
    registrations(() => []);
    let rotations = 0;
    let reads = 0;
    server.use(
      mswHttp.get('*/api/event/feed-token', () => {
        reads += 1;
        return HttpResponse.json({ token: 'a'.repeat(43), url: 'https://summit.example/api/event/feed/aaaa.ics' });
      }),
      mswHttp.post('*/api/event/feed-token/rotate', () => {
        rotations += 1;
        return HttpResponse.json({ token: 'b'.repeat(43), url: 'https://summit.example/api/event/feed/bbbb.ics' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/my-tickets');
    const feed = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(reads).toBe(0);
    await user.click(within(feed).getByRole('button', { name: 'Show my feed link' }));
    expect(await within(feed).findByLabelText('Your calendar feed URL')).toHaveValue('https://summit.example/api/event/feed/aaaa.ics');
    expect(reads).toBe(1);

    await user.click(within(feed).getByRole('button', { name: 'Reset link' }));
    expect(rotations).toBe(0);
    await user.click(within(feed).getByRole('button', { name: 'Reset link now' }));
    expect(await within(feed).findByDisplayValue('https://summit.example/api/event/feed/bbbb.ics')).toBeInTheDocument();
    expect(rotations).toBe(1);
    expect(within(feed).getByText('A new link was made; the old one no longer works.')).toBeInTheDocument();
  });

  it('shows the server’s message when the tickets cannot be loaded, with a retry', async () => {
    let fail = true;
    server.use(
      mswHttp.get('*/api/event/my-registrations', () => (fail
        ? HttpResponse.json({ message: 'Something went wrong.', statusCode: 500 }, { status: 500 })
        : HttpResponse.json({ data: [registration(1, 'Summit Berlin 2026', 'registered')] }))),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/my-tickets');
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Summit Berlin 2026' })).toBeInTheDocument();
  });
});
