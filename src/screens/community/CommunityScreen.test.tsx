import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COMMUNITY_MESSAGES, NOT_FOUND_TEXT, type Application, type CommunityPage, type Opportunity, type Space } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

// Several screens and clicks per test on a machine that may be building beside it.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const space = (id: number, name: string, over: Partial<Space> = {}): Space => ({
  community_common_id: id, owner_user_id: 9, owner_name: 'Kwame Asante', community_name: name, community_type: 'investor',
  description: `About ${name}.`, member_count: 3, is_member: false, is_owner: false, forum_category: `space-${id}`, created_at: '2026-11-01T10:00:00.000Z', ...over,
});
const investorPage = (spaces: Space[]): CommunityPage => ({
  community: { page: 5, type: 'investor', menu_id: 215, label: 'Investor' }, spaces,
  members: [{ user_id: 9, name: 'Kwame Asante', username: 'kwame', is_owner: true, joined_at: '2026-11-01T10:00:00.000Z' }],
  member_count: 1, events: [{ event_id: 4, title: 'Investor Office Hours', starts_at: '2027-01-10T09:00:00.000Z', kind: 'event' }], can_create: true,
});
const forbidden = (label: string) => HttpResponse.json({ statusCode: 403, message: COMMUNITY_MESSAGES.noRead(label) }, { status: 403 });

describe('community pages', () => {
  it('shows an investor community’s spaces, members and events; Join adds the member and the button becomes Leave', async () => {
    const joined: string[] = [];
    server.use(
      ...signedIn,
      mswHttp.get('*/api/community/pages/5', () => HttpResponse.json(investorPage([space(7, 'Seed Angels Circle'), space(8, 'Impact Capital Roundtable')]))),
      mswHttp.post('*/api/community/spaces/:id/join', ({ params }) => {
        joined.push(String(params.id));
        return HttpResponse.json(space(7, 'Seed Angels Circle', { is_member: true, member_count: 4 }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/community/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor Community' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Seed Angels Circle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Investor Office Hours' })).toHaveAttribute('href', '/events/4');
    expect(screen.getByRole('link', { name: 'New space' })).toHaveAttribute('href', '/new-community/5');
    // The community top bar shows the tabs the role may read (privileges 212 and 215 here).
    const tabs = screen.getByRole('navigation', { name: 'Communities' });
    expect(within(tabs).getByRole('link', { name: 'Investor' })).toBeInTheDocument();
    expect(within(tabs).queryByRole('link', { name: 'Business' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Join Seed Angels Circle' }));
    expect(await screen.findByRole('button', { name: 'Leave Seed Angels Circle' })).toBeInTheDocument();
    expect(screen.getByText(/4 members/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Impact Capital Roundtable' })).toBeEnabled();
    expect(joined).toEqual(['7']);
  });

  it('a community the role may not read shows the API host’s refusal and a way to switch view, not an error page', async () => {
    server.use(...signedIn, mswHttp.get('*/api/community/pages/6', () => forbidden('Business')));
    renderApp('/community/6');
    expect(await screen.findByText(COMMUNITY_MESSAGES.noRead('Business'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch view' })).toHaveAttribute('href', '/select-role');
    expect(screen.queryByRole('heading', { name: 'Spaces' })).toBeNull();
  });

  it('a number that is no community (/community/2) is the SPEC 404 page', async () => {
    server.use(...signedIn);
    renderApp('/community/2');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('a refused join says why and keeps the page', async () => {
    server.use(
      ...signedIn,
      mswHttp.get('*/api/community/pages/5', () => HttpResponse.json(investorPage([space(7, 'Seed Angels Circle')]))),
      mswHttp.post('*/api/community/spaces/:id/join', () => HttpResponse.json({ statusCode: 409, message: COMMUNITY_MESSAGES.alreadyMember }, { status: 409 })),
    );
    const user = userEvent.setup();
    renderApp('/community/5');
    await user.click(await screen.findByRole('button', { name: 'Join Seed Angels Circle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.alreadyMember);
    expect(screen.getByRole('link', { name: 'Seed Angels Circle' })).toBeInTheDocument();
  });

  it('creating a space without the privilege shows the API host’s message', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...signedIn,
      mswHttp.post('*/api/community/spaces', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ statusCode: 403, message: COMMUNITY_MESSAGES.noCreate('Investor') }, { status: 403 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/new-community/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'New space in the Investor Community' })).toBeInTheDocument();
    // Too short: the contract's message at once, nothing sent.
    await user.type(screen.getByLabelText('Space name'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Create space' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.nameShort);
    expect(bodies).toEqual([]);
    await user.clear(screen.getByLabelText('Space name'));
    await user.type(screen.getByLabelText('Space name'), 'Climate Angels');
    await user.click(screen.getByRole('button', { name: 'Create space' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.noCreate('Investor'));
    expect(bodies).toEqual([{ community_type: 'investor', community_name: 'Climate Angels' }]);
  });
});

const opportunity = (id: number, title: string, over: Partial<Opportunity> = {}): Opportunity => ({
  opportunity_id: id, kind: 'mentoring', title, description: 'One call a fortnight.', commitment: '1 hour every two weeks', owner_user_id: 9,
  owner_name: 'Maya Mensah', community_common_id: null, space_name: null, is_open: true, is_owner: false, my_application: null, pending_count: 0,
  created_at: '2026-11-20T10:00:00.000Z', ...over,
});
const application = (over: Partial<Application> = {}): Application => ({
  application_id: 31, opportunity_id: 2, opportunity_title: 'Registration desk at Demo Day', opportunity_kind: 'volunteer', user_id: 4,
  applicant_name: 'Rohan Mehta', owner_name: 'Ada Admin', message: 'I know the venue well.', status: 'pending', created_at: '2026-11-21T10:00:00.000Z', decided_at: null, ...over,
});

describe('get involved', () => {
  it('a member applies with a short message and sees it pending; the owner accepts an application', async () => {
    const applied: unknown[] = [];
    const decided: unknown[] = [];
    server.use(
      ...signedIn,
      mswHttp.get('*/api/community/opportunities', () => HttpResponse.json([opportunity(1, 'Mentor a founder on pricing')])),
      mswHttp.get('*/api/community/applications/mine', () => HttpResponse.json([])),
      mswHttp.get('*/api/community/applications/received', () => HttpResponse.json([application()])),
      mswHttp.post('*/api/community/opportunities/:id/apply', async ({ request }) => {
        applied.push(await request.json());
        return HttpResponse.json(application({ application_id: 40, opportunity_id: 1, status: 'pending' }), { status: 201 });
      }),
      mswHttp.post('*/api/community/applications/:id/decide', async ({ request, params }) => {
        decided.push([params.id, await request.json()]);
        return HttpResponse.json(application({ status: 'accepted' }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/community/get-involved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get involved' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Apply to Mentor a founder on pricing' }));
    await user.type(screen.getByLabelText('A short message to Maya Mensah'), 'hi');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.messageShort);
    expect(applied).toEqual([]);
    await user.type(screen.getByLabelText('A short message to Maya Mensah'), ' there, I priced two SaaS products.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent. Maya Mensah has been told.')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Mentor a founder on pricing' })).getByText('Pending')).toBeInTheDocument();
    expect(applied).toEqual([{ message: 'hi there, I priced two SaaS products.' }]);

    await user.click(await screen.findByRole('button', { name: 'Accept Rohan Mehta' }));
    expect(await screen.findByText('Accepted — they have been told.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Rohan Mehta' })).toBeNull();
    expect(decided).toEqual([['31', { decision: 'accepted' }]]);
  });
});
