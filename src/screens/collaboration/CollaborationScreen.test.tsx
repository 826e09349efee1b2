import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COLLAB_MESSAGES, type CollabCall, type CollabCallDetail, type CollabInterest, type CollabMine } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const kwame = { user_id: 7, name: 'Kwame Asante', username: 'kwame' };
const rohan = { user_id: 9, name: 'Rohan Mehta', username: 'rohan' };

const call = (id: number, title: string, over: Partial<CollabCall> = {}): CollabCall => ({
  call_id: id, title, need: 'We need a **technical co-founder** for our pilot.', need_html: '<p>We need a <strong>technical co-founder</strong> for our pilot.</p>',
  need_excerpt: 'We need a technical co-founder for our pilot.',
  skills: ['Android', 'Machine learning'], tags: ['agritech'], community_type: 'startup', deadline: '2099-12-20T23:59:59.999Z', is_past_deadline: false,
  status: 'open', poster: kwame, interest_count: 2, picked_count: 0, created_at: '2026-11-01T10:00:00.000Z', closed_at: null,
  is_mine: false, my_interest: null, conversation_id: null, ...over,
});
const interest = (id: number, member = rohan, over: Partial<CollabInterest> = {}): CollabInterest => ({
  interest_id: id, call_id: 31, member, message: 'I shipped an offline-first Android app.', status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z', decided_at: null, ...over,
});
const detail = (over: Partial<CollabCallDetail> = {}): CollabCallDetail => ({ ...call(31, 'Co-founder (CTO) for a crop app'), interests: [], collaborators: [], ...over });
const page = (data: CollabCall[]) => HttpResponse.json({ data, metadata: { total: data.length, page: 1, limit: 12, pages: 1 } });

describe('collaboration board', () => {
  it('lists open calls and filters by skill (typed, or a skill chip) on the server', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      mswHttp.get('*/api/collaboration/calls', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(q);
        return page(q.skill === 'Quantum' ? [] : [call(31, 'Co-founder (CTO) for a crop app'), call(32, 'Pilot partner for water meters', { skills: ['IoT'], community_type: 'government' })]);
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/collab-hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collaboration Hub' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Co-founder (CTO) for a crop app' })).toHaveAttribute('href', '/collab-hub?call=31');
    expect(queries[0]).toMatchObject({ status: 'open', deadline: 'any', page: '1' });
    await user.click(screen.getByRole('button', { name: 'Show calls wanting IoT' }));
    await vi.waitFor(() => expect(queries.at(-1)!.skill).toBe('IoT'));
    await user.clear(screen.getByRole('textbox', { name: 'Skill' }));
    await user.type(screen.getByRole('textbox', { name: 'Skill' }), 'Quantum');
    expect(await screen.findByText(/No calls match/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deadline' }), 'week');
    await vi.waitFor(() => expect(queries.at(-1)).toMatchObject({ skill: 'Quantum', deadline: 'week' }));
  });

  it('shows calls by community with open counts, asking for that community only', async () => {
    const communities: string[] = [];
    server.use(
      mswHttp.get('*/api/collaboration/calls', ({ request }) => {
        communities.push(new URL(request.url).searchParams.get('community') ?? '');
        return page([call(40, 'Angel syndicate lead', { community_type: 'investor' })]);
      }),
      mswHttp.get('*/api/collaboration/communities', () => HttpResponse.json({ data: [{ community_type: 'investor', open_count: 3, total_count: 4 }] })),
      ...signedIn,
    );
    renderApp('/collab-hub/community?community=investor');
    expect(await screen.findByRole('link', { name: 'Angel syndicate lead' })).toHaveAttribute('href', '/collab-hub/community?community=investor&call=40');
    const tabs = screen.getByRole('navigation', { name: 'Communities' });
    expect(await within(tabs).findByText('3 open')).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: /Investors/ })).toHaveAttribute('aria-current', 'true');
    expect(communities[0]).toBe('investor');
  });
});

describe('a call, as a member', () => {
  it('asks for a longer message before sending, then sends the interest and shows it waiting', async () => {
    const sent: unknown[] = [];
    server.use(
      mswHttp.get('*/api/collaboration/calls/31', () => HttpResponse.json(detail())),
      mswHttp.post('*/api/collaboration/calls/31/interest', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(detail({ my_interest: interest(5, { user_id: 1, name: 'Ada Admin', username: 'admin' }) }), { status: 201 });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/collab-hub?call=31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Co-founder (CTO) for a crop app' })).toBeInTheDocument();
    expect(screen.getByText('technical co-founder').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'I’m interested' }));
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'hi');
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write at least 10 characters about what you bring.');
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), ' — I built two Android apps with TFLite.');
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText(/Your interest is sent/)).toBeInTheDocument();
    expect(sent).toEqual([{ message: 'hi — I built two Android apps with TFLite.' }]);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('shows the API host’s reason when it refuses (the deadline passed meanwhile)', async () => {
    server.use(
      mswHttp.get('*/api/collaboration/calls/31', () => HttpResponse.json(detail())),
      mswHttp.post('*/api/collaboration/calls/31/interest', () => HttpResponse.json({ message: COLLAB_MESSAGES.pastDeadline, statusCode: 409 }, { status: 409 })),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/collab-hub?call=31');
    await user.click(await screen.findByRole('button', { name: 'I’m interested' }));
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'I can start next week, full time.');
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COLLAB_MESSAGES.pastDeadline);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a picked member sees the group chat link', async () => {
    server.use(
      mswHttp.get('*/api/collaboration/calls/31', () => HttpResponse.json(detail({ my_interest: interest(5, rohan, { status: 'picked' }), conversation_id: 12, collaborators: [rohan] }))),
      ...signedIn,
    );
    renderApp('/collaboration?call=31');
    expect(await screen.findByText('You were picked for this collaboration.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the group chat' })).toHaveAttribute('href', '/messages?c=12');
    expect(screen.getByRole('link', { name: /Back to my collaboration/ })).toHaveAttribute('href', '/collaboration');
  });
});

describe('a call, as its poster', () => {
  it('picks a member: the group chat opens; a failed decline shows the server’s text with Try again', async () => {
    const picks: unknown[] = [];
    const mine = detail({ is_mine: true, poster: { user_id: 1, name: 'Ada Admin', username: 'admin' }, interests: [interest(5), interest(6, { user_id: 10, name: 'Mei Chen', username: 'mei' })] });
    server.use(
      mswHttp.get('*/api/collaboration/calls/31', () => HttpResponse.json(mine)),
      mswHttp.post('*/api/collaboration/calls/31/pick', async ({ request }) => {
        picks.push(await request.json());
        return HttpResponse.json({ ...mine, conversation_id: 12, picked_count: 1, interests: [interest(5, rohan, { status: 'picked' }), mine.interests[1]!], collaborators: [rohan] });
      }),
      mswHttp.post('*/api/collaboration/calls/31/decline', () => HttpResponse.json({ message: 'Something broke', statusCode: 500 }, { status: 500 })),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/collaboration?call=31');
    expect(await screen.findByRole('heading', { name: 'Interest (2)' })).toBeInTheDocument();
    expect(screen.getAllByText('I shipped an offline-first Android app.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Pick Rohan Mehta' }));
    expect(await screen.findByRole('link', { name: 'Open the group chat' })).toHaveAttribute('href', '/messages?c=12');
    expect(picks).toEqual([{ interest_id: 5 }]);
    expect(screen.queryByRole('button', { name: 'Pick Rohan Mehta' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline Mei Chen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('button', { name: 'Decline Mei Chen' })).toBeEnabled();
  });
});

describe('my collaboration and posting', () => {
  it('/collaboration lists my calls with waiting interest and my interest with its state', async () => {
    const mineBody: CollabMine = {
      calls: [{ ...call(50, 'Research collaborator on credit scoring', { is_mine: true }), pending_count: 2 }],
      interests: [{ ...interest(8, { user_id: 1, name: 'Ada Admin', username: 'admin' }, { call_id: 31, status: 'picked' }), call: call(31, 'Co-founder (CTO) for a crop app', { conversation_id: 12 }) }],
    };
    server.use(mswHttp.get('*/api/collaboration/mine', () => HttpResponse.json(mineBody)), ...signedIn);
    renderApp('/collaboration');
    expect(await screen.findByRole('heading', { level: 1, name: 'My collaboration' })).toBeInTheDocument();
    expect(await screen.findByText('2 waiting for your answer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Research collaborator on credit scoring' })).toHaveAttribute('href', '/collaboration?call=50');
    expect(screen.getByText('Picked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the group chat' })).toHaveAttribute('href', '/messages?c=12');
  });

  it('Post a call: the contract’s message before any request, then the new call opens', async () => {
    const posted: unknown[] = [];
    server.use(
      mswHttp.get('*/api/collaboration/calls', () => page([])),
      mswHttp.post('*/api/collaboration/calls', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(detail({ call_id: 77, title: 'Mentors for a hackathon', is_mine: true }), { status: 201 });
      }),
      mswHttp.get('*/api/collaboration/calls/77', () => HttpResponse.json(detail({ call_id: 77, title: 'Mentors for a hackathon', is_mine: true }))),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/collab-hub?new=1');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Mentors for a hackathon');
    await user.type(screen.getByRole('textbox', { name: /What you need/ }), 'Six mentors for a 48-hour student hackathon.');
    await user.click(screen.getByRole('button', { name: 'Post call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name at least one skill you are looking for.');
    expect(posted).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Skills wanted/ }), 'Mentoring, Climate tech');
    await user.type(screen.getByLabelText('Deadline'), '2099-03-01');
    await user.click(screen.getByRole('button', { name: 'Post call' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentors for a hackathon' })).toBeInTheDocument();
    expect(posted).toEqual([{ title: 'Mentors for a hackathon', need: 'Six mentors for a 48-hour student hackathon.', skills: ['Mentoring', 'Climate tech'], tags: [], deadline: '2099-03-01', community_type: null }]);
  });
});
