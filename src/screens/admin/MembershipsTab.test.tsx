import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MembershipApplication } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 10_000 });

const application = (over: Partial<MembershipApplication> = {}): MembershipApplication => ({
  membership_id: 9, user_id: 3, applicant_name: 'Inês Duarte', applicant_email: 'ines@summit.example', plan: 'sme', status: 'submitted',
  details: { plan: 'sme', company_name: 'Duarte Textiles', registration_number: 'UDYAM-GJ-22-0012345', employees: 140, sector: 'Textiles', phone: '9825098250', city: 'Surat', state: 'Gujarat', motivation: '' },
  submitted_at: '2026-11-22T09:00:00Z', decided_at: null, decided_by_name: null, rejection_reason: null, member_number: null, expires_at: null, invoice_status: null, ...over,
});

describe('Admin Center: Memberships', { timeout: 20_000 }, () => {
  it('lists waiting applications with their form; a rejection needs a reason; approval shows the member number', async () => {
    const decisions: unknown[] = [];
    server.use(
      ...signedIn,
      mswHttp.get('*/api/membership/applications', () => HttpResponse.json({ data: [application()] })),
      mswHttp.post('*/api/membership/applications/9/decision', async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json(application({
          status: 'approved', decided_at: '2026-11-23T09:00:00Z', decided_by_name: 'Site Admin', member_number: 'SUM-2026-000009',
          expires_at: '2027-11-23T09:00:00Z', invoice_status: 'to-be-invoiced',
        }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin-center?tab=memberships');
    expect(await screen.findByRole('tab', { name: 'Memberships' })).toHaveAttribute('aria-selected', 'true');
    const item = (await screen.findByRole('heading', { name: 'Inês Duarte · SME' })).closest('li')!;
    expect(within(item).getByText('UDYAM-GJ-22-0012345')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Give a reason for the rejection: the applicant reads it.');
    expect(decisions).toEqual([]);
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await within(item).findByText(/member number SUM-2026-000009/)).toBeInTheDocument();
    expect(within(item).getByText(/to be invoiced \(₹15,000 a year\)/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(decisions).toEqual([{ decision: 'approve', reason: '' }]);
  });
});
