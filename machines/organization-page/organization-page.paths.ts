import type { AnyEventObject } from 'xstate';
import type { OrganizationDetail } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { ORGANIZATION_PAGE_STEPS, organizationPageMachine, type OrganizationPage } from './organization-page.machine';

export const pathOrganization = (over: Partial<OrganizationDetail> = {}): OrganizationDetail => ({
  organization_id: 7, name: 'KisanLedger', category: 'startups', logo_url: null, description: 'Credit histories for farmers.',
  description_html: '<p>Credit histories for farmers.</p>', website: 'https://kisanledger.example', contact_email: null, state: 'Maharashtra', city: 'Nashik',
  owner_user_id: 2, members: [{ user_id: 2, name: 'Rohan Mehta', username: 'rohan', profile_image: null, role: 'owner', joined_at: '2030-01-01T00:00:00.000Z', is_me: true }],
  invitations: [], my_role: 'owner', my_invitation: null, can_edit: true, can_invite: true, can_transfer: true, can_leave: false, ...over,
});
export const pathPage = (over: Partial<OrganizationDetail> = {}): OrganizationPage => ({ kind: 'one', detail: pathOrganization(over) });
const profile = { name: 'KisanLedger', category: 'startups' as const, website: 'https://kisanledger.example', state: 'Maharashtra' as const };

// An owner opens their organisation: edit the profile, invite, and confirm a transfer.
export const organizationPagePathModel = {
  name: 'organization-page (an owner or admin)',
  machine: withInput(organizationPageMachine, { organizationId: 7 }),
  events: [
    { type: 'xstate.done.actor.load', output: pathPage() },
    { type: 'xstate.error.actor.load', error: new Error('Organisation not found.') },
    { type: 'organization.retry' },
    { type: 'organization.reload' },
    { type: 'organization.edit' },
    { type: 'organization.cancel' },
    { type: 'organization.act', action: { kind: 'save', values: profile, logo: null } },
    { type: 'organization.act', action: { kind: 'transfer', userId: 3, name: 'Maya Rao' } },
    { type: 'organization.confirm' },
    { type: 'xstate.done.actor.act', output: { page: pathPage() } },
    { type: 'xstate.error.actor.act', error: new Error('An organisation with this name already exists.') },
  ] as AnyEventObject[],
  screens: stateDescriptions(organizationPageMachine),
  actions: ORGANIZATION_PAGE_STEPS,
};
