import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MemberHome } from '../../../contracts';
import { emptyHome, signedIn } from '../../../tests/msw/handlers';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const MAYA_HOME: MemberHome = {
  first_name: 'Maya', active_role: 'expert',
  continue_learning: [{
    program_id: 3, program_name: 'Founder Foundations', percent: 24, completed_units: 7, total_units: 29,
    resume_unit_id: 44, resume_unit_name: 'Weekly reflection template', link: '/lxp/program/3/unit/44',
  }],
  journey: { active_phase: 'grounding', completed_phases: ['awakening'], step: 2, total: 5 },
  upcoming_events: [{
    event_id: 7, title: 'Pitch Clinic (online)', kind: 'event', starts_at: '2030-03-10T12:30:00.000Z', ends_at: '2030-03-10T14:30:00.000Z',
    time_zone: 'Asia/Kolkata', venue: null, format: 'online', status: 'registered', link: '/events/7',
  }],
  notifications: { unread_count: 3, latest: [{ notification_id: 9, notification_type: 'event', notification_body: 'Pitch Clinic starts tomorrow.', notification_link: '/events/7', cdate_time: new Date().toISOString() }] },
  saved: { total: 2, latest: [{ saved_item_id: 1, item_type: 'program', item_id: 2, title: 'Fundraising Readiness', summary: '', link: '/lxp/program/2', image: null, when: null, label: 'Program · investment', saved_at: '2030-01-01T00:00:00.000Z' }] },
  suggested_hubs: [{ slug: 'investor-hub', title: 'Investor Hub', intro: 'Meet investors.', path: '/investor-hub' }],
  forum_topics: [{ topic_id: 12, title: 'Finding a technical co-founder', excerpt: 'Where did you meet yours?', reply_count: 4, last_post_at: new Date().toISOString(), link: '/community/forum/topic/12' }],
  starting_points: [],
};

describe('member home (/user/home)', () => {
  it('offers setup with its progress until it is finished or skipped (issue 15)', async () => {
    let onboarding: MemberHome['onboarding'] = { status: 'in_progress', step: 'profile', percent: 50 };
    server.use(mswHttp.get('*/api/me/home', () => HttpResponse.json({ ...MAYA_HOME, onboarding })), ...signedIn);
    renderApp('/user/home');
    const card = await screen.findByRole('region', { name: /Finish setting up your profile/ });
    expect(within(card).getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(card).getByRole('link', { name: 'Continue setup' })).toHaveAttribute('href', '/onboarding');
    onboarding = { status: 'skipped', step: 'profile', percent: 50 };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Finish setting up your profile/ })).not.toBeInTheDocument());
  }, 15_000);

  it('shows the member’s learning, journey, events, notifications, saved items and hubs from one request', async () => {
    let calls = 0;
    server.use(mswHttp.get('*/api/me/home', () => { calls += 1; return HttpResponse.json(MAYA_HOME); }), ...signedIn);
    renderApp('/user/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeInTheDocument();
    expect(screen.getByText(/viewing as Expert/)).toBeInTheDocument();
    const learning = screen.getByRole('region', { name: /Continue learning/ });
    expect(within(learning).getByRole('link', { name: 'Founder Foundations' })).toHaveAttribute('href', '/lxp/program/3/unit/44');
    expect(within(learning).getByRole('progressbar', { name: 'Founder Foundations progress' })).toHaveAttribute('aria-valuenow', '24');
    expect(within(learning).getByText(/7 of 29 units/)).toBeInTheDocument();
    const journey = screen.getByRole('region', { name: /Your readiness journey/ });
    expect(within(journey).getByText('Grounding')).toBeInTheDocument();
    expect(within(journey).getByText('Phase 2 of 5')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: /Your next events/ });
    expect(within(events).getByRole('link', { name: 'Pitch Clinic (online)' })).toHaveAttribute('href', '/events/7');
    expect(within(events).getByText('Registered')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: /Unread notifications/ });
    expect(within(notes).getByText('3 unread')).toBeInTheDocument();
    expect(within(notes).getByRole('link', { name: 'Pitch Clinic starts tomorrow.' })).toHaveAttribute('href', '/events/7');
    const saved = screen.getByRole('region', { name: /Saved for later/ });
    expect(within(saved).getByRole('link', { name: 'Fundraising Readiness' })).toHaveAttribute('href', '/lxp/program/2');
    expect(screen.getByRole('link', { name: 'Investor Hub' })).toHaveAttribute('href', '/investor-hub');
    const forum = screen.getByRole('region', { name: /Latest in the forum/ });
    expect(within(forum).getByRole('link', { name: 'Finding a technical co-founder' })).toHaveAttribute('href', '/community/forum/topic/12');
    expect(within(forum).getByText(/4 replies/)).toBeInTheDocument();
    expect(calls).toBe(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeInTheDocument();
  }, 15_000);

  it('gives a newcomer starting points instead of empty boxes', async () => {
    server.use(mswHttp.get('*/api/me/home', () => HttpResponse.json({
      ...emptyHome,
      starting_points: [
        { kind: 'program', title: 'Founder Foundations', summary: 'A five-phase journey.', link: '/lxp/program/1' },
        { kind: 'event', title: 'Demo Day 2026', summary: 'Twenty startups pitch.', link: '/events/4' },
      ],
    })), ...signedIn);
    renderApp('/user/home');
    const learning = await screen.findByRole('region', { name: /Continue learning/ });
    expect(within(learning).getByText(/not enrolled in a program yet/)).toBeInTheDocument();
    expect(within(learning).getByRole('link', { name: 'Founder Foundations' })).toHaveAttribute('href', '/lxp/program/1');
    expect(within(screen.getByRole('region', { name: /Your next events/ })).getByRole('link', { name: 'Demo Day 2026' })).toHaveAttribute('href', '/events/4');
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByText(/Save events, programs and articles/)).toBeInTheDocument();
  }, 15_000);

  it('says when the home cannot load, and loads it on Try again', async () => {
    let fail = true;
    server.use(mswHttp.get('*/api/me/home', () => (fail
      ? HttpResponse.json({ message: 'Service unavailable', statusCode: 503 }, { status: 503 })
      : HttpResponse.json(MAYA_HOME))), ...signedIn);
    const user = userEvent.setup();
    renderApp('/user/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeInTheDocument();
  }, 15_000);
});
