import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrganizationDetail } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 10_000 });

const detail = (over: Partial<OrganizationDetail> = {}): OrganizationDetail => ({
  organization_id: 7, name: 'State Startup Mission', category: 'government', logo_url: null, description: 'Seed grants.', description_html: '<p>Seed grants.</p>',
  website: 'https://startupmission.example', contact_email: null, state: 'Kerala', city: 'Thiruvananthapuram', owner_user_id: 4,
  members: [{ user_id: 4, name: 'Tariq Hassan', username: 'tariq', profile_image: null, role: 'owner', joined_at: '2026-01-01T00:00:00Z', is_me: false }],
  invitations: [], my_role: null, can_edit: false, can_invite: false, can_transfer: false, can_leave: false,
  my_invitation: { invitation_id: 3, organization_id: 7, organization_name: 'State Startup Mission', email: 'maya@summit.example', role: 'member', status: 'pending', invited_by_name: 'Tariq Hassan', created_at: '2026-11-20T00:00:00Z' },
  ...over,
});

describe('/organization', { timeout: 20_000 }, () => {
  it('without a parameter lists my organisations; an invalid website is refused in the form and nothing is sent', async () => {
    let posted = 0;
    server.use(
      ...signedIn,
      mswHttp.get('*/api/organizations/mine', () => HttpResponse.json({
        organizations: [{ organization_id: 2, name: 'KisanLedger', category: 'startups', logo_url: null, city: 'Nashik', state: 'Maharashtra', role: 'admin', members: 4 }],
        invitations: [],
      })),
      mswHttp.post('*/api/organizations', () => { posted += 1; return HttpResponse.json(detail(), { status: 201 }); }),
    );
    const user = userEvent.setup();
    renderApp('/organization');
    expect(await screen.findByRole('heading', { level: 1, name: 'My organisations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KisanLedger' })).toHaveAttribute('href', '/organization?organization_id=2');
    await user.click(screen.getByRole('button', { name: 'Create an organisation' }));
    const form = screen.getByRole('region', { name: 'Create an organisation' });
    await user.type(within(form).getByLabelText('Name'), 'Monsoon Robotics');
    await user.type(within(form).getByLabelText(/^Website/), 'monsoon');
    await user.click(within(form).getByRole('button', { name: 'Create organisation' }));
    expect(within(form).getByText('Enter the website as a full address starting with https:// or http://.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Website/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
  });

  it('the directory’s link opens one organisation; an invited member accepts there', async () => {
    const answers: unknown[] = [];
    server.use(
      ...signedIn,
      mswHttp.get('*/api/organizations/7', () => HttpResponse.json(detail())),
      mswHttp.post('*/api/organization-invitations/3/answer', async ({ request }) => {
        answers.push(await request.json());
        return HttpResponse.json(detail({
          my_invitation: null, my_role: 'member', can_leave: true,
          members: [...detail().members, { user_id: 1, name: 'Maya Mensah', username: 'maya', profile_image: null, role: 'member', joined_at: '2026-11-23T00:00:00Z', is_me: true }],
        }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/organization?organization_id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'State Startup Mission' })).toBeInTheDocument();
    const invited = screen.getByRole('region', { name: 'You are invited' });
    await user.click(within(invited).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You joined State Startup Mission.')).toBeInTheDocument();
    expect(screen.getByText('Maya Mensah (you)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave State Startup Mission' })).toBeInTheDocument();
    expect(answers).toEqual([{ answer: 'accept' }]);
  });
});
