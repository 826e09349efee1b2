import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { FollowingOverview, MemberCard, OrganizationCard } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });
// Several screens and clicks per test, on a busy 2-core machine: more than the default 5 s each.
vi.setConfig({ testTimeout: 20_000 });

const member = (id: number, first: string, last: string, over: Partial<MemberCard> = {}): MemberCard => ({
  user_id: id, username: first.toLowerCase(), first_name: first, last_name: last, profile_image: null,
  headline: `${first}'s headline`, community_type: 'investor', city: 'Mumbai', state: 'Maharashtra',
  interests: ['Fintech', 'Climate tech'], skills: [], roles: ['organization'], followers: 2, followed_by_me: false, is_me: false, connection: { state: 'none', request_id: null }, typed_profiles: [], ...over,
});
const page = <T,>(data: T[]) => HttpResponse.json({ data, metadata: { total: data.length, page: 1, limit: 12, pages: 1 } });
const facets = mswHttp.get('*/api/community/members/facets', () => HttpResponse.json({
  roles: [{ role_name: 'expert', display_name: 'Expert' }, { role_name: 'organization', display_name: 'Organization' }],
  interests: ['Climate tech', 'Fintech'],
}));
const noConnections = mswHttp.get('*/api/community/connections', () => HttpResponse.json({ incoming: [], outgoing: [], connections: [] }));
const org = (id: number, name: string, over: Partial<OrganizationCard> = {}): OrganizationCard => ({
  organization_id: id, name, category: 'investors', logo_url: null, description: `${name} invests early.`, website: 'https://fund.example',
  state: 'Maharashtra', city: 'Mumbai', owner_user_id: null, followers: 0, followed_by_me: false, ...over,
});

describe('member directory (/community/network)', () => {
  it('lists members with the initial tile, community and interests, and sends search and filters to the API', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      facets,
      mswHttp.get('*/api/community/members', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(q);
        if (q.search === 'zz') return page([]);
        return page(q.community === 'expert' ? [member(3, 'Lena', 'Hoffmann', { community_type: 'expert' })] : [member(2, 'Amara', 'Okonkwo'), member(1, 'Rohan', 'Mehta', { is_me: true })]);
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/community/network');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Network' })).toBeInTheDocument();
    const amara = await screen.findByRole('listitem', { name: 'Amara Okonkwo' });
    expect(within(amara).getByTestId('initial-tile')).toHaveTextContent('A');
    expect(within(amara).getByText('Investor')).toBeInTheDocument();
    expect(within(amara).getByText('Fintech')).toBeInTheDocument();
    expect(within(amara).getByRole('button', { name: 'Follow Amara Okonkwo' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('listitem', { name: 'Rohan Mehta' })).getByText('This is you')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ page: '1', limit: '12' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Community' }), 'expert');
    expect(await screen.findByRole('listitem', { name: 'Lena Hoffmann' })).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ community: 'expert' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interest' }), 'Fintech');
    await screen.findByText('1 member');
    expect(queries.at(-1)).toMatchObject({ community: 'expert', interests: 'Fintech' });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zz');
    expect(await screen.findByText(/No members match/)).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ search: 'zz' });
  });

  it('starts searched from ?search= (the link in a follow notification)', async () => {
    const searches: (string | null)[] = [];
    server.use(facets, mswHttp.get('*/api/community/members', ({ request }) => {
      searches.push(new URL(request.url).searchParams.get('search'));
      return page([member(2, 'Priya', 'Nair')]);
    }), ...signedIn);
    renderApp('/community/network?search=priya');
    expect(await screen.findByRole('listitem', { name: 'Priya Nair' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('priya');
    expect(searches[0]).toBe('priya');
  });

  it('follows at once, keeps it when the server agrees, and rolls back with the server\'s message when it refuses', async () => {
    const calls: string[] = [];
    server.use(
      facets,
      mswHttp.get('*/api/community/members', () => page([member(2, 'Amara', 'Okonkwo', { followers: 2 }), member(4, 'Kwame', 'Asante', { followers: 5 })])),
      mswHttp.post('*/api/community/follows', async ({ request }) => {
        const body = await request.json() as { target_type: string; target_id: number };
        calls.push(`follow ${body.target_id}`);
        if (body.target_id === 4) return HttpResponse.json({ message: 'Member not found.', statusCode: 404 }, { status: 404 });
        return HttpResponse.json({ target_type: 'member', target_id: 2, following: true, followers: 3 }, { status: 201 });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/community/network');
    const amara = await screen.findByRole('listitem', { name: 'Amara Okonkwo' });
    await user.click(within(amara).getByRole('button', { name: 'Follow Amara Okonkwo' }));
    expect(within(amara).getByRole('button', { name: 'Following Amara Okonkwo' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(amara).findByText('3 followers')).toBeInTheDocument();

    const kwame = screen.getByRole('listitem', { name: 'Kwame Asante' });
    await user.click(within(kwame).getByRole('button', { name: 'Follow Kwame Asante' }));
    expect(await within(kwame).findByText('Member not found.')).toBeInTheDocument();
    expect(within(kwame).getByRole('button', { name: 'Follow Kwame Asante' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(kwame).getByText('5 followers')).toBeInTheDocument();
    await user.click(within(kwame).getByRole('button', { name: 'Dismiss the message' }));
    expect(within(kwame).queryByText('Member not found.')).not.toBeInTheDocument();
    expect(calls).toEqual(['follow 2', 'follow 4']);
  });
});

describe('following (/community/following)', () => {
  it('shows people with their latest forum activity, topics with the latest reply, organisations, and unfollows', async () => {
    const overview: FollowingOverview = {
      people: [{
        ...member(2, 'Amara', 'Okonkwo', { followed_by_me: true }), followed_at: '2026-11-20T10:00:00.000Z',
        latest: [{ kind: 'topic', topic_id: 12, title: 'Seed rounds for agritech', excerpt: 'What traction do you look for?', at: '2026-11-21T10:00:00.000Z', link: '/community/forum/topic/12' }],
      }],
      topics: [{
        topic_id: 12, title: 'Seed rounds for agritech', link: '/community/forum/topic/12', followed_at: '2026-11-20T10:00:00.000Z', reply_count: 1,
        latest: { kind: 'reply', topic_id: 12, title: 'Seed rounds for agritech', excerpt: 'Paying customers, even ten.', at: '2026-11-22T10:00:00.000Z', link: '/community/forum/topic/12?post=2#post-2', author: 'Mei Chen' },
      }],
      organizations: [{ ...org(5, 'Lagos–Mumbai Seed Fund', { followed_by_me: true, followers: 1 }), followed_at: '2026-11-19T10:00:00.000Z' }],
    };
    const deletes: string[] = [];
    server.use(
      mswHttp.get('*/api/community/following', () => HttpResponse.json(overview)),
      noConnections,
      mswHttp.delete('*/api/community/follows/:type/:id', ({ params }) => {
        deletes.push(`${String(params.type)}:${String(params.id)}`);
        return HttpResponse.json({ target_type: params.type, target_id: Number(params.id), following: false, followers: 1 });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/community/following');
    const people = await screen.findByRole('list', { name: 'People you follow' });
    const amara = within(people).getByRole('listitem', { name: 'Amara Okonkwo' });
    expect(within(amara).getByRole('link', { name: 'Seed rounds for agritech' })).toHaveAttribute('href', '/community/forum/topic/12');
    const topic = within(screen.getByRole('list', { name: 'Topics you follow' })).getByRole('listitem', { name: 'Seed rounds for agritech' });
    expect(within(topic).getByRole('link', { name: 'Mei Chen' })).toHaveAttribute('href', '/community/forum/topic/12?post=2#post-2');
    expect(within(topic).getByText('1 reply')).toBeInTheDocument();
    const fund = within(screen.getByRole('list', { name: 'Organisations you follow' })).getByRole('listitem', { name: 'Lagos–Mumbai Seed Fund' });
    expect(within(fund).getByRole('link', { name: 'Lagos–Mumbai Seed Fund' })).toHaveAttribute('href', '/organization?organization_id=5');
    await user.click(within(amara).getByRole('button', { name: 'Following Amara Okonkwo' }));
    expect(within(amara).getByRole('button', { name: 'Follow Amara Okonkwo' })).toHaveAttribute('aria-pressed', 'false');
    await within(amara).findByText('1 follower');
    expect(deletes).toEqual(['member:2']);
  });

  it('says what to do when nothing is followed', async () => {
    server.use(mswHttp.get('*/api/community/following', () => HttpResponse.json({ people: [], topics: [], organizations: [] })), noConnections, ...signedIn);
    renderApp('/community/following');
    expect(await screen.findByText('You follow no one yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find members' })).toHaveAttribute('href', '/community/network');
  });
});

describe('connection requests', () => {
  it('asks to connect from a card (Requested at once), and answers a request on Following', async () => {
    const posted: unknown[] = [];
    const answered: string[] = [];
    server.use(
      facets,
      mswHttp.get('*/api/community/members', () => page([
        member(2, 'Amara', 'Okonkwo'),
        member(6, 'Diego', 'Herrera', { connection: { state: 'incoming', request_id: 41 } }),
      ])),
      mswHttp.post('*/api/community/connections', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ user_id: 2, state: 'requested', request_id: 40 }, { status: 201 });
      }),
      mswHttp.get('*/api/community/following', () => HttpResponse.json({ people: [], topics: [], organizations: [] })),
      mswHttp.get('*/api/community/connections', () => HttpResponse.json({
        incoming: [
          { request_id: 41, member: member(6, 'Diego', 'Herrera', { connection: { state: 'incoming', request_id: 41 } }), message: 'Loved your talk!', at: '2026-11-22T10:00:00.000Z' },
          { request_id: 42, member: member(7, 'Omar', 'Farouk', { connection: { state: 'incoming', request_id: 42 } }), message: '', at: '2026-11-22T11:00:00.000Z' },
        ],
        outgoing: [],
        connections: [{ request_id: 30, member: member(8, 'Mei', 'Chen', { connection: { state: 'connected', request_id: 30 } }), message: '', at: '2026-11-20T10:00:00.000Z' }],
      })),
      mswHttp.post('*/api/community/connections/:id/:answer', ({ params }) => {
        answered.push(`${String(params.id)}:${String(params.answer)}`);
        if (params.id === '42') return HttpResponse.json({ message: 'This connection request has already been answered.', statusCode: 409 }, { status: 409 });
        return HttpResponse.json({ user_id: 6, state: 'connected', request_id: 41 });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/community/network');
    const amara = await screen.findByRole('listitem', { name: 'Amara Okonkwo' });
    await user.click(within(amara).getByRole('button', { name: 'Connect Amara Okonkwo' }));
    expect(within(amara).getByRole('button', { name: 'Requested Amara Okonkwo' })).toHaveAttribute('aria-pressed', 'true');
    expect(posted).toEqual([{ user_id: 2 }]);
    const diego = screen.getByRole('listitem', { name: 'Diego Herrera' });
    await user.click(within(diego).getByRole('link', { name: 'Wants to connect · answer' }));

    const requests = await screen.findByRole('list', { name: 'Connection requests' });
    const fromDiego = within(requests).getByRole('listitem', { name: 'Request from Diego Herrera' });
    expect(within(fromDiego).getByText('“Loved your talk!”')).toBeInTheDocument();
    await user.click(within(fromDiego).getByRole('button', { name: 'Accept' }));
    expect(await within(fromDiego).findByText('Connected.')).toBeInTheDocument();
    const fromOmar = within(requests).getByRole('listitem', { name: 'Request from Omar Farouk' });
    await user.click(within(fromOmar).getByRole('button', { name: 'Decline' }));
    expect(await within(fromOmar).findByRole('alert')).toHaveTextContent('This connection request has already been answered.');
    expect(answered).toEqual(['41:accept', '42:decline']);
    expect(within(screen.getByRole('list', { name: 'Your connections' })).getByRole('link', { name: 'Mei Chen' })).toHaveAttribute('href', '/community/network?search=mei');
  });
});

describe('organisations (/community/organization/:organization_category)', () => {
  it('lists one category with profile cards linking to /organization, searches, and switches category', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      mswHttp.get('*/api/community/organizations', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(q);
        return page(q.category === 'government' ? [org(9, 'State Startup Mission', { category: 'government' })] : q.search ? [] : [org(5, 'Lagos–Mumbai Seed Fund'), org(6, 'Northstar Ventures')]);
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/community/organization/investors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor organisations' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Northstar Ventures' });
    expect(within(card).getByRole('link', { name: 'View organisation' })).toHaveAttribute('href', '/organization?organization_id=6');
    expect(within(card).getByRole('button', { name: 'Follow Northstar Ventures' })).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ category: 'investors', page: '1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search investors' }), 'qq');
    expect(await screen.findByText(/No organisations match/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Organisation categories' })).getByRole('link', { name: 'Government' }));
    expect(await screen.findByRole('listitem', { name: 'State Startup Mission' })).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ category: 'government' });
  });

  it('explains an unknown category without asking the API', async () => {
    let asked = false;
    server.use(mswHttp.get('*/api/community/organizations', () => { asked = true; return page([]); }), ...signedIn);
    renderApp('/community/organization/pirates');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no organisation category “pirates”. Choose one of: Startups, Investors, Businesses, Government, Educators, Experts.');
    expect(within(screen.getByRole('navigation', { name: 'Organisation categories' })).getByRole('link', { name: 'Startups' })).toHaveAttribute('href', '/community/organization/startups');
    expect(asked).toBe(false);
  });
});
