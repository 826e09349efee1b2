import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MembershipApplication } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 10_000 });

const waiting: MembershipApplication = {
  membership_id: 4, user_id: 1, applicant_name: 'Maya Mensah', applicant_email: 'maya@summit.example', plan: 'institution', status: 'submitted',
  details: {}, submitted_at: '2026-11-23T09:00:00Z', decided_at: null, decided_by_name: null, rejection_reason: null, member_number: null, expires_at: null, invoice_status: null,
};

describe('/registration/member', { timeout: 20_000 }, () => {
  it('opens the plan in the link, shows field messages, sends the form and shows it waiting', async () => {
    const sent: unknown[] = [];
    server.use(
      ...signedIn,
      mswHttp.get('*/api/membership/mine', () => HttpResponse.json({ application: null, can_apply: true })),
      mswHttp.post('*/api/membership/applications', async ({ request }) => { sent.push(await request.json()); return HttpResponse.json(waiting, { status: 201 }); }),
    );
    const user = userEvent.setup();
    renderApp('/registration/member?plan=institution');
    const form = await screen.findByRole('region', { name: 'Institution membership application' });
    await user.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(within(form).getByText('Enter the institution’s name.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText('Institution name'), 'Technopark Incubation Centre');
    await user.selectOptions(within(form).getByLabelText('Type of institution'), 'incubator');
    await user.type(within(form).getByLabelText('Students and staff'), '320');
    await user.type(within(form).getByLabelText(/^Mobile number/), '9447094470');
    await user.type(within(form).getByLabelText('City'), 'Thiruvananthapuram');
    await user.selectOptions(within(form).getByLabelText('State or union territory'), 'Kerala');
    await user.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    expect(sent).toEqual([{
      plan: 'institution', institution_name: 'Technopark Incubation Centre', institution_type: 'incubator', learners: 320,
      phone: '9447094470', city: 'Thiruvananthapuram', state: 'Kerala', motivation: '',
    }]);
  });

  it('without a plan shows the four plans; a rejected application shows its reason and the plans again', async () => {
    server.use(
      ...signedIn,
      mswHttp.get('*/api/membership/mine', () => HttpResponse.json({ application: { ...waiting, status: 'rejected', rejection_reason: 'Unreachable phone number.' }, can_apply: true })),
    );
    renderApp('/registration/member');
    const plans = await screen.findByRole('list', { name: 'Membership plans' });
    expect(within(plans).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Individual', 'SME', 'Organisation', 'Institution']);
    expect(screen.getByText(/Unreachable phone number\./)).toBeInTheDocument();
  });
});
