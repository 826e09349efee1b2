// The competition panel on /competitions/:id (issue 13; docs/decisions/0022): the entry form
// (create, then update; deadline passed), scoring for judges, and the leaderboard once published.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CompetitionEntry, CompetitionSettings, JudgingEntry, Leaderboard, SummitEvent } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const competition: SummitEvent = {
  event_id: 9, title: 'Pitch Battle 2027', kind: 'competition', summary: 'Teams pitch.', body: 'Rules.', format: 'in-person',
  venue: 'Hall A', address: null, online_url: null, starts_at: '2027-03-10T07:00:00.000Z', ends_at: '2027-03-10T15:00:00.000Z', time_zone: 'UTC',
  capacity: null, registration_opens_at: null, registration_closes_at: null, tags: [], organiser_user_id: 1, is_published: true, cover_image: null,
  allow_multiple: false, created_by: 1, modified_by: null, created_at: '2026-10-01T00:00:00.000Z', modified_at: null,
  ticket_types: [{ ticket_type_id: 11, event_id: 9, name: 'Team entry', capacity: null, price_label: 'Free' }], registered_count: 0, waitlist_count: 0,
};
const criteria = [{ name: 'Problem', max_score: 10, weight: 1 }, { name: 'Team', max_score: 5, weight: 2 }];
const settings = (over: Partial<CompetitionSettings> = {}): CompetitionSettings => ({
  event_id: 9, submission_deadline: '2027-03-01T12:00:00.000Z', effective_deadline: '2027-03-01T12:00:00.000Z', criteria,
  leaderboard_published: false, is_judge: false, can_manage: false, is_admin: false, ...over,
});
const entry = (over: Partial<CompetitionEntry> = {}): CompetitionEntry => ({
  entry_id: 31, event_id: 9, lead_user_id: 2, team_name: 'Rootline', members: ['Asha', 'Ravi'], pitch: 'Soil sensors.', pitch_deck_url: null,
  status: 'submitted', created_at: '2026-11-01T00:00:00.000Z', modified_at: null, submitted_at: '2026-11-01T00:00:00.000Z', ...over,
});
const page = (extra: Parameters<typeof server.use>) => server.use(
  mswHttp.get('*/api/event/events/getEvent', () => HttpResponse.json(competition)),
  ...extra,
  ...signedIn,
);

describe('competition panel', () => {
  it('shows deadline and criteria, submits an entry with its deck, then updates it', async () => {
    let stored: CompetitionEntry | null = null;
    const posted: unknown[] = [];
    const put: unknown[] = [];
    let uploads = 0;
    page([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings())),
      mswHttp.get('*/api/event/competitions/9/entry', () => HttpResponse.json({ entry: stored })),
      mswHttp.post('*/api/multimedia/upload', () => {
        uploads += 1;
        return HttpResponse.json({ name: 'a.pdf', url: '/api/multimedia/files/0123456789abcdef0123456789abcdef.pdf', size: 4, content_type: 'application/pdf' }, { status: 201 });
      }),
      mswHttp.post('*/api/event/competitions/9/entry', async ({ request }) => {
        const body = await request.json() as Record<string, unknown>;
        posted.push(body);
        stored = entry({ team_name: String(body.team_name) });
        return HttpResponse.json(stored, { status: 201 });
      }),
      mswHttp.put('*/api/event/competitions/9/entry', async ({ request }) => {
        put.push(await request.json());
        return HttpResponse.json(stored);
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/competitions/9');
    const panel = await screen.findByRole('region', { name: 'Your entry' });
    expect(screen.getByText('Submission deadline')).toBeInTheDocument();
    expect(screen.getByText('Team: up to 5 points, weight 2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Score entries' })).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Team name'), 'Rootline');
    await user.type(within(panel).getByLabelText(/Team members/), 'Asha{Enter}Ravi');
    await user.type(within(panel).getByLabelText('Pitch'), 'Soil sensors for smallholders.');
    await user.upload(within(panel).getByLabelText(/Pitch deck/), new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    await user.click(within(panel).getByRole('button', { name: 'Submit entry' }));
    expect(await within(panel).findByText('Your entry is submitted.')).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(posted).toEqual([{
      team_name: 'Rootline', members: ['Asha', 'Ravi'], pitch: 'Soil sensors for smallholders.', status: 'submitted',
      pitch_deck_url: '/api/multimedia/files/0123456789abcdef0123456789abcdef.pdf',
    }]);
    await user.click(within(panel).getByRole('button', { name: 'Update entry' }));
    expect(await within(panel).findByText('Your entry is updated.')).toBeInTheDocument();
    expect(put).toHaveLength(1);
  });

  it('says when the deadline has passed and offers no form', async () => {
    page([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings({ effective_deadline: '2020-01-01T00:00:00.000Z' }))),
      mswHttp.get('*/api/event/competitions/9/entry', () => HttpResponse.json({ entry: entry() })),
    ]);
    renderApp('/competitions/9');
    const panel = await screen.findByRole('region', { name: 'Your entry' });
    expect(within(panel).getByText('The submission deadline has passed.')).toBeInTheDocument();
    expect(within(panel).getByText('Rootline')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the API host’s message when an entry is refused', async () => {
    page([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings())),
      mswHttp.get('*/api/event/competitions/9/entry', () => HttpResponse.json({ entry: null })),
      mswHttp.post('*/api/event/competitions/9/entry', () => HttpResponse.json({ statusCode: 409, message: 'The submission deadline has passed.' }, { status: 409 })),
    ]);
    const user = userEvent.setup();
    renderApp('/competitions/9');
    const panel = await screen.findByRole('region', { name: 'Your entry' });
    await user.type(within(panel).getByLabelText('Team name'), 'Late team');
    await user.click(within(panel).getByRole('button', { name: 'Submit entry' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The submission deadline has passed.');
  });

  it('shows the published leaderboard with rank, team and score', async () => {
    const board: Leaderboard = { published: true, data: [
      { rank: 1, entry_id: 32, team_name: 'Queue Zero', score: 91.25, judges: 2 },
      { rank: 2, entry_id: 31, team_name: 'Rootline', score: 67.5, judges: 2 },
    ] };
    page([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings({ leaderboard_published: true, effective_deadline: '2020-01-01T00:00:00.000Z' }))),
      mswHttp.get('*/api/event/competitions/9/entry', () => HttpResponse.json({ entry: null })),
      mswHttp.get('*/api/event/competitions/9/leaderboard', () => HttpResponse.json(board)),
    ]);
    renderApp('/competitions/9');
    const region = await screen.findByRole('region', { name: 'Leaderboard' });
    const rows = within(region).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([['Rank', 'Team', 'Score'], ['1', 'Queue Zero', '91.25'], ['2', 'Rootline', '67.50']]);
    expect(within(region).queryByRole('button', { name: /publish/i })).not.toBeInTheDocument();
  });

  it('lets a judge score an entry within the criteria', async () => {
    const saved: unknown[] = [];
    const judged: JudgingEntry = { ...entry({ entry_id: 32, team_name: 'Queue Zero', lead_user_id: 5 }), my_scores: [] };
    page([
      mswHttp.get('*/api/event/competitions/9/settings', () => HttpResponse.json(settings({ is_judge: true }))),
      mswHttp.get('*/api/event/competitions/9/entry', () => HttpResponse.json({ entry: null })),
      mswHttp.get('*/api/event/competitions/9/judging', () => HttpResponse.json({ criteria, data: [judged] })),
      mswHttp.put('*/api/event/competitions/9/entries/32/scores', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(judged);
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/competitions/9');
    const form = await screen.findByRole('form', { name: 'Score Queue Zero' });
    expect(within(form).getByLabelText('Team (0–5)')).toHaveAttribute('max', '5');
    await user.type(within(form).getByLabelText('Problem (0–10)'), '8');
    await user.type(within(form).getByLabelText('Team (0–5)'), '4');
    await user.type(within(form).getByLabelText('Comment'), 'Strong team.');
    await user.click(within(form).getByRole('button', { name: 'Save scores' }));
    expect(await within(form).findByText('Scores saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ scores: [{ criterion: 'Problem', score: 8, comment: 'Strong team.' }, { criterion: 'Team', score: 4, comment: 'Strong team.' }] }]);
  });
});
