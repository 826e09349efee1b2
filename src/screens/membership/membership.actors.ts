// The membership area's wiring (/registration/member, /membership/card, /membership/verify/:code):
// the application machine with the calls of src/api/membership.ts, the organisations the member may
// apply for, the card with its QR code (the qrcode library, as tickets use it), and the public check.
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { membershipVerifyPath, type MembershipApplication, type MembershipApplicationInput, type MembershipCard, type MembershipVerification, type MyMembership, type MyOrganization } from '../../../contracts';
import { membershipApplicationMachine } from '../../../machines/membership-application';
import * as api from '../../api/membership';
import * as organizations from '../../api/organizations';
import { settle, type Settled } from '../../lib/settled';

type NotificationList = { context: { items: { notification_id: number; notification_type: string }[] } };

/** A new membership notification (the decision) while the application waits: reload it. */
function watchDecision(updates: AnyActorRef | null, refresh: () => void): () => void {
  if (!updates) return () => {};
  const seen = new Set((updates.getSnapshot() as NotificationList).context.items.map((n) => n.notification_id));
  const sub = updates.subscribe((snapshot: NotificationList) => {
    const fresh = snapshot.context.items.filter((n) => !seen.has(n.notification_id));
    for (const n of fresh) seen.add(n.notification_id);
    if (fresh.some((n) => n.notification_type === 'membership')) refresh();
  });
  return () => sub.unsubscribe();
}

export const memberRegistrationLogic = membershipApplicationMachine.provide({
  actors: {
    watchDecision: fromCallback<{ type: 'membership.refresh' }, { updates: AnyActorRef | null }>(({ input, sendBack }) =>
      watchDecision(input.updates, () => sendBack({ type: 'membership.refresh' }))),
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
