// The membership area's wiring (/registration/member, /membership/card, /membership/verify/:code):
// the application machine with the calls of src/api/membership.ts, the organisations the member may
// apply for, the card with its QR code (the qrcode library, as tickets use it), and the public check.
import { fromPromise } from 'xstate';
import { membershipVerifyPath, type MembershipApplication, type MembershipApplicationInput, type MembershipCard, type MembershipVerification, type MyMembership, type MyOrganization } from '../../../contracts';
import { membershipApplicationMachine } from '../../../machines/membership-application';
import * as api from '../../api/membership';
import * as organizations from '../../api/organizations';
import { settle, type Settled } from '../../lib/settled';

export const memberRegistrationLogic = membershipApplicationMachine.provide({
  actors: {
    loadMine: fromPromise<MyMembership>(() => api.mine()),
    apply: fromPromise<MembershipApplication, MembershipApplicationInput>(({ input }) => api.apply(input)),
  },
});

/** Organisations the member owns or administers (the organisation plan applies for one of them). */
export const managedOrganizationsLogic = fromPromise<Settled<MyOrganization[]>>(() => settle(
  organizations.mine().then((m) => m.organizations.filter((o) => o.role === 'owner' || o.role === 'admin')),
  'Your organisations could not be loaded.',
));

/** The card and its QR code: the code's verification address, drawn as a data: URL. */
export const membershipCardLogic = fromPromise<Settled<{ card: MembershipCard; qr: string; verifyUrl: string }>>(() => settle((async () => {
  const card = await api.card();
  const verifyUrl = `${window.location.origin}${membershipVerifyPath(card.verify_code)}`;
  const { toDataURL } = await import('qrcode');
  const qr = await toDataURL(verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { card, qr, verifyUrl };
})()));

export const membershipVerifyLogic = fromPromise<Settled<MembershipVerification>, { code: string }>(({ input }) =>
  settle(api.verify(input.code), 'The card could not be checked. Try again.'));
