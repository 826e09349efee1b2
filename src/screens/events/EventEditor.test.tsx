import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, type SummitEvent } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';
import { warmScreens } from '../../../tests/helpers/warm-screens';

configure({ asyncUtilTimeout: 4000 });

// The manage page's live socket is not under test here.
vi.mock('socket.io-client', () => ({
  io: () => ({ on() { return this; }, emit() { return this; }, connect() {}, disconnect() {}, removeAllListeners() {}, connected: false }),
}));

const EVENT: SummitEvent = {
  event_id: 7, title: 'Summit Berlin 2026', kind: 'event', summary: 'The yearly summit.', body: '', format: 'in-person',
  venue: 'Kulturbrauerei', address: null, online_url: null, starts_at: '2026-12-08T08:00:00Z', ends_at: '2026-12-08T16:00:00Z',
  time_zone: 'Europe/Berlin', capacity: 10, registration_opens_at: null, registration_closes_at: null, tags: ['summit'], organiser_user_id: 1,
  is_published: true, cover_image: null, allow_multiple: false, created_by: 1, modified_by: null, created_at: '2026-01-01T00:00:00Z',
  modified_at: null, ticket_types: [{ ticket_type_id: 3, event_id: 7, name: 'General admission', capacity: null, price_label: 'Free' }],
  registered_count: 0, waitlist_count: 0,
};

function api(options: { create?: (body: Record<string, unknown>) => Response; update?: (body: Record<string, unknown>) => Response } = {}) {
  const bodies: Record<string, unknown>[] = [];
  let current = EVENT;
  server.use(
    mswHttp.post('*/api/event/events/createEvent', async ({ request }) => {
      const body = await request.json() as Record<string, unknown>;
      bodies.push(body);
      if (options.create) return options.create(body);
      current = { ...EVENT, ...body, event_id: 7, ticket_types: EVENT.ticket_types } as SummitEvent;
      return HttpResponse.json(current, { status: 201 });
    }),
    mswHttp.put('*/api/event/events/updateEvent/7', async ({ request }) => {
      const body = await request.json() as Record<string, unknown>;
      bodies.push(body);
      if (options.update) return options.update(body);
      current = { ...EVENT, ...body, ticket_types: EVENT.ticket_types } as SummitEvent;
      return HttpResponse.json(current);
    }),
    mswHttp.get('*/api/event/events/getEvent', () => HttpResponse.json(current)),
    mswHttp.get('*/api/event/events/7/attendees', () => HttpResponse.json({
      data: [], metadata: { total: 0, page: 1, limit: 25, pages: 0 }, counts: { registered: 0, waitlisted: 0, checked_in: 0, cancelled: 0 },
    })),
    ...signedIn,
  );
  return { bodies };
}

warmScreens('manageEvent');

describe('event editor: /manage-event/new and Edit event', () => {
  it('checks the form with the contract before sending anything', async () => {
    const { bodies } = api();
    const user = userEvent.setup();
    renderApp('/manage-event/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New event' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    // Nothing is sent; the title says what the contract says, the dates ask for a value.
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check the \d+ fields marked below/);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByLabelText('Starts')).toHaveAccessibleDescription('Enter a date and time.');
    expect(bodies).toHaveLength(0);
  });

  it('creates the event in its chosen zone (dates in order, tickets, tags) and opens its manage page', async () => {
    const { bodies } = api();
    const user = userEvent.setup();
    renderApp('/manage-event/new');
    await user.type(await screen.findByLabelText('Title'), 'Founders night');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Kolkata');
    await user.type(screen.getByLabelText('Starts'), '2026-12-08T18:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-08T17:00');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription(EVENT_MESSAGES.datesOrder);
    expect(bodies).toHaveLength(0);

    await user.clear(screen.getByLabelText('Ends'));
    await user.type(screen.getByLabelText('Ends'), '2026-12-08T21:30');
    await user.type(screen.getByLabelText('Capacity'), '40');
    await user.type(screen.getByLabelText('Tags'), 'networking, founders ,');
    await user.click(screen.getByRole('button', { name: 'Add ticket type' }));
    await user.type(screen.getByLabelText('Ticket type 2 name'), 'VIP');
    await user.type(screen.getByLabelText('Ticket type 2 seats'), '5');
    await user.type(screen.getByLabelText('Ticket type 2 price'), '€20');
    await user.click(screen.getByLabelText(/Published/));
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Founders night' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      title: 'Founders night', organiser_user_id: 1, time_zone: 'Asia/Kolkata', starts_at: '2026-12-08T18:00:00+05:30',
      ends_at: '2026-12-08T21:30:00+05:30', capacity: 40, tags: ['networking', 'founders'], is_published: true, venue: null,
      registration_opens_at: null, ticket_types: [{ name: 'General admission', capacity: null, price_label: 'Free' }, { name: 'VIP', capacity: 5, price_label: '€20' }],
    });
  }, 20_000);

  it('shows the server’s 400 text next to the form and keeps the values', async () => {
    api({ create: () => HttpResponse.json({ message: EVENT_MESSAGES.duplicateTicketTypeName, statusCode: 400 }, { status: 400 }) });
    const user = userEvent.setup();
    renderApp('/manage-event/new');
    await user.type(await screen.findByLabelText('Title'), 'Demo day');
    await user.type(screen.getByLabelText('Starts'), '2026-12-08T09:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-08T17:00');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.duplicateTicketTypeName);
    expect(screen.getByRole('heading', { level: 1, name: 'New event' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Demo day');
  });

  it('edits the event from its manage page: prefilled in the event’s zone, saved, header refreshed', async () => {
    const { bodies } = api();
    const user = userEvent.setup();
    renderApp('/manage-event/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summit Berlin 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    const inDialog = within(dialog);
    expect(inDialog.getByLabelText('Title')).toHaveValue('Summit Berlin 2026');
    expect(inDialog.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    // 08:00Z is 09:00 in Berlin in December.
    expect(inDialog.getByLabelText('Starts')).toHaveValue('2026-12-08T09:00');
    expect(inDialog.getByLabelText('Capacity')).toHaveValue('10');
    expect(inDialog.getByLabelText('Tags')).toHaveValue('summit');
    expect(inDialog.getByLabelText('Ticket type 1 name')).toHaveValue('General admission');

    await user.clear(inDialog.getByLabelText('Title'));
    await user.type(inDialog.getByLabelText('Title'), 'Summit Berlin 2026 — Day one');
    await user.clear(inDialog.getByLabelText('Capacity'));
    await user.click(inDialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Summit Berlin 2026 — Day one' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ title: 'Summit Berlin 2026 — Day one', capacity: null, starts_at: '2026-12-08T09:00:00+01:00', ticket_types: [{ ticket_type_id: 3, name: 'General admission' }] });
    expect(bodies[0]).not.toHaveProperty('organiser_user_id');
  });
});
