// Organisations and membership on PGlite (issue 15; decisions 0042, 0043): create, edit by owner or
// admin only, bad input refused with nothing changed, invitations by e-mail (outbox) with accept,
// duplicates refused, leave and transfer; membership applications, the admin decision, the card
// and its signed code verified as valid / expired / unknown.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_MESSAGES, ORGANIZATION_MESSAGES, type MembershipApplication, type MembershipCard, type OrganizationDetail } from '../../contracts';
import { memberships, notifications, outbox, users } from '../db/schema';
import { call, member, type Member } from '../events/events-test-kit';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
let admin: Member;
let owner: Member;
let invitee: Member;
let outsider: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, 'orgadmin', 'admin');
  owner = await member(app, 'orgowner');
  invitee = await member(app, 'orginvitee');
  outsider = await member(app, 'orgoutsider');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const profile = { name: 'Monsoon Robotics', category: 'startups', description: 'Drones for **crop** surveys.', website: 'https://monsoon.example', city: 'Pune', state: 'Maharashtra' };

describe('organisations', () => {
  let org: OrganizationDetail;

  it('a member creates an organisation and owns it; bad input is refused with its message and nothing is stored', async () => {
    const bad = await call(app, 'POST', '/api/organizations', owner, { ...profile, website: 'monsoon dot example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(ORGANIZATION_MESSAGES.badWebsite);
    const badState = await call(app, 'POST', '/api/organizations', owner, { ...profile, state: 'Bavaria' });
    expect(badState.statusCode).toBe(400);
    const badLogo = await call(app, 'POST', '/api/organizations', owner, { ...profile, logo_url: 'https://evil.example/x.png' });
    expect(badLogo.statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/organizations/mine', owner)).json().organizations).toEqual([]);

    const res = await call(app, 'POST', '/api/organizations', owner, profile);
    expect(res.statusCode).toBe(201);
    org = res.json() as OrganizationDetail;
    expect(org).toMatchObject({ name: 'Monsoon Robotics', my_role: 'owner', can_edit: true, can_leave: false, owner_user_id: owner.userId });
    expect(org.description_html).toContain('<strong>crop</strong>');
    expect(org.members.map((m) => [m.user_id, m.role, m.is_me])).toEqual([[owner.userId, 'owner', true]]);
    const dup = await call(app, 'POST', '/api/organizations', outsider, { ...profile, name: 'monsoon robotics' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ORGANIZATION_MESSAGES.nameTaken);
  });

  it('only the owner or an admin edits it', async () => {
    const denied = await call(app, 'PUT', `/api/organizations/${org.organization_id}`, outsider, { ...profile, name: 'Taken over' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(ORGANIZATION_MESSAGES.editorsOnly);
    const seen = (await call(app, 'GET', `/api/organizations/${org.organization_id}`, outsider)).json() as OrganizationDetail;
    expect(seen).toMatchObject({ name: 'Monsoon Robotics', my_role: null, can_edit: false, invitations: [] });
    expect(seen.members[0]!.is_me).toBe(false);
    const ok = await call(app, 'PUT', `/api/organizations/${org.organization_id}`, owner, { ...profile, city: 'Nagpur' });
    expect(ok.json().city).toBe('Nagpur');
  });

  it("an invitation's link comes from PUBLIC_ORIGIN, never from the request's Host; the organisation's name is not the subject", async () => {
    const hostile = await app.inject({
      method: 'POST', url: `/api/organizations/${org.organization_id}/invitations`,
      headers: { authorization: `Bearer ${owner.token}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: 'hostcheck@example.org' },
    });
    expect(hostile.statusCode).toBe(201);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'hostcheck@example.org'));
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toContain(`${app.auth.settings.publicOrigin}/organization?organization_id=${org.organization_id}`);
    expect(mail!.subject).not.toContain(profile.name);
    // Withdrawn again: the tests below count this organisation's invitations.
    const invitation = (hostile.json() as OrganizationDetail).invitations.find((i) => i.email === 'hostcheck@example.org')!;
    expect((await call(app, 'DELETE', `/api/organizations/${org.organization_id}/invitations/${invitation.invitation_id}`, owner)).statusCode).toBe(200);
  });

  it('an invitation is mailed, duplicates are refused, the invitee accepts and the owner is told', async () => {
    const url = `/api/organizations/${org.organization_id}/invitations`;
    expect((await call(app, 'POST', url, outsider, { email: 'orginvitee@example.org' })).statusCode).toBe(403);
    expect((await call(app, 'POST', url, owner, { email: 'not an address' })).statusCode).toBe(400);
    const sent = await call(app, 'POST', url, owner, { email: 'OrgInvitee@example.org', role: 'admin' });
    expect(sent.statusCode).toBe(201);
    expect((sent.json() as OrganizationDetail).invitations.map((i) => i.email)).toEqual(['orginvitee@example.org']);
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, 'orginvitee@example.org'));
    expect(mails.at(-1)!.text).toContain(`/organization?organization_id=${org.organization_id}`);
    const again = await call(app, 'POST', url, owner, { email: 'orginvitee@example.org' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORGANIZATION_MESSAGES.alreadyInvited);
    const selfInvite = await call(app, 'POST', url, owner, { email: 'orgowner@example.org' });
    expect(selfInvite.json().message).toBe(ORGANIZATION_MESSAGES.alreadyMember);

    const mine = (await call(app, 'GET', '/api/organizations/mine', invitee)).json();
    expect(mine.invitations).toHaveLength(1);
    const invitationId = mine.invitations[0].invitation_id as number;
    const stolen = await call(app, 'POST', `/api/organization-invitations/${invitationId}/answer`, outsider, { answer: 'accept' });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe(ORGANIZATION_MESSAGES.invitationNotYours);
    const accepted = await call(app, 'POST', `/api/organization-invitations/${invitationId}/answer`, invitee, { answer: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ my_role: 'admin', can_edit: true });
    const twice = await call(app, 'POST', `/api/organization-invitations/${invitationId}/answer`, invitee, { answer: 'decline' });
    expect(twice.statusCode).toBe(409);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, owner.userId));
    expect(told.map((n) => n.notificationBody)).toContain('orginvitee joined Monsoon Robotics.');
    expect((await call(app, 'POST', url, owner, { email: 'orginvitee@example.org' })).json().message).toBe(ORGANIZATION_MESSAGES.alreadyMember);
  });

  it('the owner cannot leave before transferring; after the transfer the old owner is an admin and may leave', async () => {
    const id = org.organization_id;
    const leave = await call(app, 'POST', `/api/organizations/${id}/leave`, owner);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(ORGANIZATION_MESSAGES.ownerCannotLeave);
    expect((await call(app, 'POST', `/api/organizations/${id}/transfer`, invitee, { user_id: invitee.userId })).statusCode).toBe(403);
    expect((await call(app, 'POST', `/api/organizations/${id}/transfer`, owner, { user_id: outsider.userId })).statusCode).toBe(404);
    const moved = await call(app, 'POST', `/api/organizations/${id}/transfer`, owner, { user_id: invitee.userId });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ my_role: 'admin', owner_user_id: invitee.userId });
    const left = await call(app, 'POST', `/api/organizations/${id}/leave`, owner);
    expect(left.json()).toMatchObject({ my_role: null, can_edit: false });
    expect((left.json() as OrganizationDetail).members.map((m) => m.role)).toEqual(['owner']);
  });
});

describe('membership', () => {
  const individual = { plan: 'individual', occupation: 'Agronomist', phone: '+91 9876543210', city: 'Pune', state: 'Maharashtra', motivation: '' };

  it('an application is checked per plan, one waits at a time, and only administrators decide', async () => {
    const badPhone = await call(app, 'POST', '/api/membership/applications', outsider, { ...individual, phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toContain(MEMBERSHIP_MESSAGES.badPhone);
    const badSme = await call(app, 'POST', '/api/membership/applications', outsider, { plan: 'sme', company_name: 'X', registration_number: 'nope', employees: 10, sector: 'IT', phone: '9876543210', city: 'Pune', state: 'Maharashtra' });
    expect(badSme.statusCode).toBe(400);
    const notMine = await call(app, 'POST', '/api/membership/applications', outsider, { plan: 'organisation', organization_id: 1, contact_role: 'CEO', phone: '9876543210', city: 'Pune', state: 'Maharashtra' });
    expect(notMine.json().message).toBe(MEMBERSHIP_MESSAGES.notYourOrganisation);

    const res = await call(app, 'POST', '/api/membership/applications', outsider, individual);
    expect(res.statusCode).toBe(201);
    const application = res.json() as MembershipApplication;
    expect(application.status).toBe('submitted');
    expect((await call(app, 'POST', '/api/membership/applications', outsider, individual)).json().message).toBe(MEMBERSHIP_MESSAGES.alreadyApplied);
    expect((await call(app, 'GET', '/api/membership/applications', outsider)).statusCode).toBe(403);
    const queue = (await call(app, 'GET', '/api/membership/applications', admin)).json().data as MembershipApplication[];
    expect(queue.map((a) => a.membership_id)).toContain(application.membership_id);
    const noReason = await call(app, 'POST', `/api/membership/applications/${application.membership_id}/decision`, admin, { decision: 'reject' });
    expect(noReason.json().message).toBe(MEMBERSHIP_MESSAGES.reasonRequired);
    expect((await call(app, 'GET', '/api/membership/card', outsider)).statusCode).toBe(404);
  });

  it('approval gives a member number, a year, "to be invoiced", a live notification and a card whose code verifies', async () => {
    const [row] = await app.db.select().from(memberships).where(eq(memberships.userId, outsider.userId));
    const decided = await call(app, 'POST', `/api/membership/applications/${row!.membershipId}/decision`, admin, { decision: 'approve' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'approved', invoice_status: 'to-be-invoiced', member_number: expect.stringMatching(/^SUM-\d{4}-\d{6}$/) });
    expect((await call(app, 'POST', `/api/membership/applications/${row!.membershipId}/decision`, admin, { decision: 'approve' })).statusCode).toBe(409);
    const note = await app.db.select().from(notifications).where(eq(notifications.userId, outsider.userId));
    expect(note.at(-1)).toMatchObject({ notificationType: 'membership', notificationLink: '/membership/card' });

    const card = (await call(app, 'GET', '/api/membership/card', outsider)).json() as MembershipCard;
    expect(card).toMatchObject({ plan: 'individual', expired: false });
    const verify = (code: string) => call(app, 'GET', `/api/membership/verify/${encodeURIComponent(code)}`, null);
    expect((await verify(card.verify_code)).json()).toMatchObject({ status: 'valid', member_number: card.member_number });
    expect((await verify(`${card.member_number}.forgedsignature000000`)).json().status).toBe('unknown');
    expect((await verify('garbage')).json().status).toBe('unknown');
    // A disabled or deleted account's card is no longer good, and names no one.
    const nobody = { status: 'unknown', member_number: null, name: null, plan: null, expires_at: null };
    await app.db.update(users).set({ enabled: false }).where(eq(users.userId, outsider.userId));
    expect((await verify(card.verify_code)).json()).toEqual(nobody);
    await app.db.update(users).set({ enabled: true, deletedAt: new Date() }).where(eq(users.userId, outsider.userId));
    expect((await verify(card.verify_code)).json()).toEqual(nobody);
    await app.db.update(users).set({ deletedAt: null }).where(eq(users.userId, outsider.userId));
    expect((await verify(card.verify_code)).json().status).toBe('valid');
    await app.db.update(memberships).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(memberships.membershipId, row!.membershipId));
    expect((await verify(card.verify_code)).json().status).toBe('expired');
    expect((await call(app, 'GET', '/api/membership/mine', outsider)).json().can_apply).toBe(true);
  });
});
