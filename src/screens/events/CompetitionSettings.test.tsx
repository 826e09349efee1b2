// The Competition section of /manage-event/:event_id (issue 13; docs/decisions/0022): deadline in the
// event's time zone and criteria saved with PUT settings; judges assigned by username with PUT judges;
// the API host's refusal of a non-expert shown.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COMPETITION_MESSAGES, type CompetitionSettings, type Judge, type SummitEvent } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';
import { warmScreens } from '../../../tests/helpers/warm-screens';

configure({ asyncUtilTimeout: 4000 });

// The manage page's live count socket: never connects here.
vi.mock('socket.io-client', () => ({
  io: () => ({ on() { return this; }, emit() { return this; }, connect() {}, disconnect() {}, removeAllListeners() {}, connected: false }),
}));

const COMPETITION: SummitEvent = {
  event_id: 9, title: 'Pitch Battle 2027', kind: 'competition', summary: 'Teams pitch.', body: '', format: 'in-person',
  venue: 'Hall A', address: null, online_url: null, starts_at: '2027-03-10T07:00:00.000Z', ends_at: '2027-03-10T15:00:00.000Z', time_zone: 'Europe/Berlin',
  capacity: null, registration_opens_at: null, registration_closes_at: null, tags: [], organiser_user_id: 1, is_published: true, cover_image: null,
  allow_multiple: false, created_by: 1, modified_by: null, created_at: '2026-10-01T00:00:00.000Z', modified_at: null,
  ticket_types: [], registered_count: 0, waitlist_count: 0,
};
const settings = (over: Partial<CompetitionSettings> = {}): CompetitionSettings => ({
  event_id: 9, submission_deadline: '2027-03-01T11:00:00.000Z', effective_deadline: '2027-03-01T11:00:00.000Z',
  criteria: [{ name: 'Problem', max_score: 10, weight: 1 }, { name: 'Team', max_score: 5, weight: 2 }],
  leaderboard_published: false, is_judge: false, can_manage: true, is_admin: true, ...over,
});
const MAYA: Judge = { user_id: 2, username: 'maya', name: 'Maya Rao' };
const member = (user_id: number, username: string) => ({
  user_id, username, firstName: username, lastName: 'Doe', email: `${username}@summit.example`, enabled: true, roles: [3],
});

function manageApi(extra: Parameters<typeof server.use>) {
  server.use(
    mswHttp.get('*/api/event/events/getEvent', () => HttpResponse.json(COMPETITION)),
    mswHttp.get('*/api/event/events/9/attendees', () => HttpResponse.json({
      data: [], metadata: { total: 0, page: 1, limit: 25, pages: 0 }, counts: { registered: 0, waitlisted: 0, checked_in: 0, cancelled: 0 },
    })),
    ...extra,
    ...signedIn,
  );
}

warmScreens('manageEvent');

describe('manage page: Competition section', () => {
  it('saves the deadline (in the event’s time zone) and the criteria, with rows added and removed', async () => {
    const put: unknown[] = [];
    manageApi([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings())),
      mswHttp.get('*/api/event/competitions/9/judges', () => HttpResponse.json({ data: [MAYA] })),
      mswHttp.put('*/api/event/competitions/9/settings', async ({ request }) => {
        put.push(await request.json());
        return HttpResponse.json(settings());
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/manage-event/9');
    const section = await screen.findByRole('region', { name: 'Competition' });
    const form = await within(section).findByRole('form', { name: 'Competition settings' });
    // 11:00 UTC is 12:00 in Berlin (winter time).
    const deadline = within(form).getByLabelText('Submission deadline (Europe/Berlin)');
    expect(deadline).toHaveValue('2027-03-01T12:00');
    await user.clear(deadline);
    await user.type(deadline, '2027-03-05T18:30');

    await user.click(within(form).getByRole('button', { name: 'Remove criterion Team' }));
    await user.click(within(form).getByRole('button', { name: 'Add criterion' }));
    const added = within(form).getByRole('group', { name: 'Criterion 2' });
    await user.type(within(added).getByLabelText('Name'), 'Traction');
    await user.clear(within(added).getByLabelText('Max score'));
    await user.type(within(added).getByLabelText('Max score'), '20');
    await user.clear(within(added).getByLabelText('Weight'));
    await user.type(within(added).getByLabelText('Weight'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Save competition settings' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Competition settings saved.');
    expect(put).toEqual([{
      submission_deadline: '2027-03-05T18:30:00+01:00',
      criteria: [{ name: 'Problem', max_score: 10, weight: 1 }, { name: 'Traction', max_score: 20, weight: 1.5 }],
    }]);
  });

  it('lets an administrator assign a judge by username and remove one', async () => {
    const put: unknown[] = [];
    const looked: string[] = [];
    manageApi([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings())),
      mswHttp.get('*/api/event/competitions/9/judges', () => HttpResponse.json({ data: [MAYA] })),
      mswHttp.get('*/api/global-user/users/getAll', ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filterFields') ?? '';
        looked.push(filter);
        const rows = filter.includes('"ravi"') ? [member(5, 'ravi')] : [];
        return HttpResponse.json({ data: rows, metadata: { total: rows.length, page: 1, limit: 1, pages: rows.length } });
      }),
      mswHttp.put('*/api/event/competitions/9/judges', async ({ request }) => {
        const body = await request.json() as { user_ids: number[] };
        put.push(body);
        return HttpResponse.json({ data: body.user_ids.map((id) => (id === 2 ? MAYA : { user_id: id, username: 'ravi', name: 'ravi Doe' })) });
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/manage-event/9');
    const list = await screen.findByRole('list', { name: 'Judges' });
    expect(within(list).getByText('Maya Rao')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Add a judge by username'), 'ravi');
    await user.click(screen.getByRole('button', { name: 'Add judge' }));
    expect(await screen.findByText('Judges saved.')).toBeInTheDocument();
    expect(looked).toEqual([JSON.stringify({ username: 'ravi' })]);
    expect(put).toEqual([{ user_ids: [2, 5] }]);
    expect(within(screen.getByRole('list', { name: 'Judges' })).getByText('@ravi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Maya Rao' }));
    await vi.waitFor(() => expect(put).toHaveLength(2));
    expect(put[1]).toEqual({ user_ids: [5] });
    await vi.waitFor(() => expect(screen.queryByText('@maya')).not.toBeInTheDocument());
  });

  it('shows the API host’s refusal of a judge without the expert role and keeps the list as it was', async () => {
    manageApi([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings())),
      mswHttp.get('*/api/event/competitions/9/judges', () => HttpResponse.json({ data: [MAYA] })),
      mswHttp.get('*/api/global-user/users/getAll', () => HttpResponse.json({ data: [member(6, 'sam')], metadata: { total: 1, page: 1, limit: 1, pages: 1 } })),
      mswHttp.put('*/api/event/competitions/9/judges', () =>
        HttpResponse.json({ statusCode: 400, message: COMPETITION_MESSAGES.judgesMustBeExperts }, { status: 400 })),
    ]);
    const user = userEvent.setup();
    renderApp('/manage-event/9');
    await user.type(await screen.findByLabelText('Add a judge by username'), 'sam');
    await user.click(screen.getByRole('button', { name: 'Add judge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Judges must hold the expert role.');
    const list = screen.getByRole('list', { name: 'Judges' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('@sam')).not.toBeInTheDocument();
  });

  it('says plainly when no member has the username', async () => {
    manageApi([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings())),
      mswHttp.get('*/api/event/competitions/9/judges', () => HttpResponse.json({ data: [] })),
    ]);
    const user = userEvent.setup();
    renderApp('/manage-event/9');
    expect(await screen.findByText('No judges assigned yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add a judge by username'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Add judge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No member has the username “nobody”.');
  });
});
