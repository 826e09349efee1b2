import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MyRegistration, Registration, SummitEvent } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const event = (id: number, title: string, over: Partial<SummitEvent> = {}): SummitEvent => ({
  event_id: id, title, kind: 'event', summary: `About ${title}.`, body: 'A day of talks and workshops.', format: 'in-person',
  venue: 'Kigali Convention Centre', address: 'KG 2 Roundabout, Kigali', online_url: null,
  starts_at: '2027-03-10T07:00:00.000Z', ends_at: '2027-03-10T15:00:00.000Z', time_zone: 'Africa/Kigali',
  capacity: 100, registration_opens_at: null, registration_closes_at: null, tags: ['fintech'], organiser_user_id: 1,
  is_published: true, cover_image: null, allow_multiple: false, created_by: 1, modified_by: null,
  created_at: '2026-10-01T00:00:00.000Z', modified_at: null,
  ticket_types: [{ ticket_type_id: 11, event_id: id, name: 'General admission', capacity: null, price_label: 'Free' }],
  registered_count: 97, waitlist_count: 0, ...over,
});
const list = (data: SummitEvent[]) => HttpResponse.json({ data, metadata: { total: data.length, page: 1, limit: 12, pages: 1 } });
const registration = (over: Partial<Registration> = {}): Registration => ({
  registration_id: 501, event_id: 7, ticket_type_id: 11, user_id: 2, status: 'registered', ticket_code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  created_at: '2026-11-23T10:00:00.000Z', checked_in_at: null, cancelled_at: null, waitlist_position: null, ...over,
});

describe('events screen', () => {
  it('lists upcoming events of the route’s kind with seats left, and searches', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      mswHttp.get('*/api/event/events/getAll', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(q);
        return list(q.search ? [] : [event(7, 'Kigali Fintech Summit'), event(8, 'Founders Breakfast', { capacity: null })]);
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kigali Fintech Summit' })).toHaveAttribute('href', '/events/7');
    expect(screen.getByText('3 of 100 seats left')).toBeInTheDocument();
    expect(JSON.parse(queries[0]!.filterFields!)).toEqual({ kind: 'event' });
    expect(queries[0]!.from).toBeDefined();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'quantum');
    expect(await screen.findByText(/No events match/)).toBeInTheDocument();
    expect(queries.at(-1)!.search).toBe('quantum');
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
  });

  it('labels /competitions as Competitions and asks for competitions only', async () => {
    const kinds: unknown[] = [];
    server.use(
      mswHttp.get('*/api/event/events/getAll', ({ request }) => {
        kinds.push(JSON.parse(new URL(request.url).searchParams.get('filterFields') ?? '{}').kind);
        return list([event(9, 'Pitch Battle 2027', { kind: 'competition' })]);
      }),
      ...signedIn,
    );
    renderApp('/competitions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Competitions' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pitch Battle 2027' })).toHaveAttribute('href', '/competitions/9');
    expect(kinds[0]).toBe('competition');
  });
});

describe('event page', () => {
  it('registers the member and shows the ticket code with a link to the QR ticket', async () => {
    const mine: MyRegistration[] = [];
    server.use(
      mswHttp.get('*/api/event/events/getEvent', () => HttpResponse.json(event(7, 'Kigali Fintech Summit'))),
      mswHttp.get('*/api/event/my-registrations', () => HttpResponse.json({ data: mine })),
      mswHttp.post('*/api/event/events/7/register', () => HttpResponse.json(registration(), { status: 201 })),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/events/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kigali Fintech Summit' })).toBeInTheDocument();
    expect(screen.getByText(/Wed, 10 Mar 2027, 09:00–17:00 \(Africa\/Kigali\)/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered.')).toBeInTheDocument();
    expect(screen.getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show my ticket with its QR code' })).toHaveAttribute('href', '/my-tickets');
  });

  it('shows the server’s refusal with Try again, and cancels a held registration', async () => {
    let cancelled = false;
    server.use(
      mswHttp.get('*/api/event/events/getEvent', () => HttpResponse.json(event(7, 'Kigali Fintech Summit'))),
      mswHttp.get('*/api/event/my-registrations', () => HttpResponse.json({ data: [] })),
      mswHttp.post('*/api/event/events/7/register', () =>
        HttpResponse.json({ message: 'You are already registered for this event.', statusCode: 409 }, { status: 409 })),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/events/7');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already registered for this event.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    server.use(
      mswHttp.post('*/api/event/events/7/register', () => HttpResponse.json(registration({ status: 'waitlisted', waitlist_position: 3 }), { status: 201 })),
      mswHttp.post('*/api/event/registrations/501/cancel', () => {
        cancelled = true;
        return HttpResponse.json(registration({ status: 'cancelled', cancelled_at: '2026-11-23T11:00:00.000Z' }));
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You are on the waitlist \(position 3\)/)).toBeInTheDocument();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByText('Your registration is cancelled and your seat released.')).toBeInTheDocument();
    expect(cancelled).toBe(true);
    confirm.mockRestore();
  });

  it('says when an event does not exist', async () => {
    server.use(
      mswHttp.get('*/api/event/events/getEvent', () => HttpResponse.json({ message: 'Event not found', statusCode: 404 }, { status: 404 })),
      mswHttp.get('*/api/event/my-registrations', () => HttpResponse.json({ data: [] })),
      ...signedIn,
    );
    renderApp('/events/999');
    expect(await screen.findByText('This event does not exist or is not published.')).toBeInTheDocument();
  });
});
