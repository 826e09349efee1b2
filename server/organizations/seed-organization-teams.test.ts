// Demo teams, invitations and membership applications (issue 15): idempotent, every owner in their
// team, maya invited to one organisation, applications waiting, approved, expired and rejected.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberships, organizationInvitations, organizationMembers, organizations, users } from '../db/schema';
import { seedDemoOrganizationTeams } from '../db/seed-organization-teams';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
}, 60_000);
afterAll(async () => {
  await app.close();
});

const count = async (table: typeof memberships | typeof organizationInvitations | typeof organizationMembers) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

it('seeds teams, invitations and applications once, with every owner in their team', async () => {
  const before = [await count(organizationMembers), await count(organizationInvitations), await count(memberships)];
  expect(before.every((n) => n > 0)).toBe(true);
  const ids = new Map((await app.db.select({ username: users.username, id: users.userId }).from(users)).map((u) => [u.username, u.id]));
  await seedDemoOrganizationTeams(app.db, ids);
  expect([await count(organizationMembers), await count(organizationInvitations), await count(memberships)]).toEqual(before);

  const owned = await app.db.select().from(organizations).where(and(isNotNull(organizations.ownerUserId), isNull(organizations.deletedAt)));
  const owners = await app.db.select().from(organizationMembers).where(eq(organizationMembers.role, 'owner'));
  for (const o of owned) expect(owners.find((m) => m.organizationId === o.organizationId)?.userId).toBe(o.ownerUserId);

  const invited = await app.db.select().from(organizationInvitations).where(eq(organizationInvitations.email, 'maya@summit.example'));
  expect(invited.map((i) => i.status)).toEqual(['pending']);
  const rows = await app.db.select().from(memberships);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['submitted', 'approved', 'rejected']));
  expect(rows.some((r) => r.status === 'approved' && r.expiresAt! < new Date())).toBe(true); // one has expired
  expect(rows.filter((r) => r.status === 'approved').every((r) => /^SUM-\d{4}-\d{6}$/.test(r.memberNumber!) && r.invoiceStatus === 'to-be-invoiced')).toBe(true);
}, 120_000);
