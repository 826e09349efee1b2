import type { AnyEventObject } from 'xstate';
import type { MembershipApplication, MembershipStatus } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { MEMBERSHIP_REVIEW_STEPS, membershipReviewMachine } from '../membership-review/membership-review.machine';
import { MEMBERSHIP_APPLICATION_STEPS, membershipApplicationMachine } from './membership-application.machine';

export const pathValues = { plan: 'individual' as const, occupation: 'Agronomist', phone: '9876543210', city: 'Pune', state: 'Maharashtra' as const, motivation: '' };
export const pathApplication = (status: MembershipStatus, over: Partial<MembershipApplication> = {}): MembershipApplication => ({
  membership_id: 4, user_id: 2, applicant_name: 'Rohan Mehta', applicant_email: 'rohan@summit.example', plan: 'individual', status,
  details: { ...pathValues }, submitted_at: '2030-01-01T09:00:00.000Z',
  decided_at: status === 'submitted' ? null : '2030-01-02T09:00:00.000Z', decided_by_name: status === 'submitted' ? null : 'Admin',
  rejection_reason: status === 'rejected' ? 'Unreachable phone number.' : null,
  member_number: status === 'approved' ? 'SUM-2030-000004' : null, expires_at: status === 'approved' ? '2031-01-02T09:00:00.000Z' : null,
  invoice_status: status === 'approved' ? 'to-be-invoiced' : null, ...over,
});

// A member applies: no application yet, choose a plan, fill in its form, wait for the decision.
export const membershipApplicationPathModel = {
  name: 'membership-application (a member)',
  machine: withInput(membershipApplicationMachine, { plan: null }),
  events: [
    { type: 'xstate.done.actor.loadMine', output: { application: null, can_apply: true } },
    { type: 'xstate.done.actor.loadMine', output: { application: pathApplication('submitted'), can_apply: false } },
    { type: 'xstate.error.actor.loadMine', error: new Error('Network Error') },
    { type: 'membership.retry' },
    { type: 'membership.choose', plan: 'individual' },
    { type: 'membership.back' },
    { type: 'membership.submit', values: pathValues },
    { type: 'xstate.done.actor.apply', output: pathApplication('submitted') },
    { type: 'xstate.error.actor.apply', error: new Error('You already have a membership application waiting for approval.') },
    { type: 'membership.refresh' },
  ] as AnyEventObject[],
  screens: stateDescriptions(membershipApplicationMachine),
  actions: MEMBERSHIP_APPLICATION_STEPS,
};

// An administrator decides an application in the Admin Center's Memberships tab.
export const membershipReviewPathModel = {
  name: 'membership-review (an administrator)',
  machine: withInput(membershipReviewMachine, { application: pathApplication('submitted') }),
  events: [
    { type: 'review.reason', reason: 'Unreachable phone number.' },
    { type: 'review.approve' },
    { type: 'review.reject' },
    { type: 'xstate.done.actor.decide', output: pathApplication('approved') },
    { type: 'xstate.error.actor.decide', error: new Error('This application has already been decided.') },
  ] as AnyEventObject[],
  screens: stateDescriptions(membershipReviewMachine),
  actions: MEMBERSHIP_REVIEW_STEPS,
};

export const membershipPathModels = [membershipApplicationPathModel, membershipReviewPathModel];
