// Demo profiles (issue 15): typed profiles spread over the members, links and employability,
// idempotent across restarts, and what others see follows each profile's visibility.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ExpertDashboard, MemberPublicProfile, TypedProfile } from '../../contracts';
import { typedProfiles, users } from '../db/schema';
import { DEMO_MEMBER, seedDemoData } from '../db/seed';
import { seedDemoMembers } from '../db/seed-members';
import { DEMO_TYPED_PROFILES, seedDemoProfiles } from '../db/seed-profiles';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

it('seeds typed profiles once, with links and employability, visible per their settings', async () => {
  await seedDemoData(app.db);
  await seedDemoProfiles(app.db, await seedDemoMembers(app.db)); // a second start adds nothing
  const rows = await app.db.select().from(typedProfiles);
  expect(rows).toHaveLength(Object.values(DEMO_TYPED_PROFILES).flat().length);
  expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['startup', 'idea', 'incubation', 'venture', 'entrepreneur', 'institute']));

  const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } });
  const token = (signIn.json() as { access_token: string }).access_token;
  const get = (url: string, auth = true) => app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });

  const startups = (await get('/api/profiles/typed?owner=others&kind=startup')).json() as { data: TypedProfile[] };
  expect(startups.data.map((p) => p.name).sort()).toEqual(['HackKit', 'KisanLedger', 'ShelfSense']);

  const [rohan] = await app.db.select({ id: users.userId }).from(users).where(eq(users.username, 'rohan'));
  const asGuest = (await get(`/api/profiles/member/${rohan!.id}`, false)).json() as MemberPublicProfile;
  expect(asGuest.links).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'KisanLedger' })])); // rohan's links are public
  expect(asGuest.typed_profiles.map((p) => p.name)).toEqual(['KisanLedger']); // the idea is for members only
  const asMember = (await get(`/api/profiles/member/${rohan!.id}`)).json() as MemberPublicProfile;
  expect(asMember.typed_profiles.map((p) => p.name).sort()).toEqual(['KisanLedger', 'Voice entry for crop sales']);

  // maya (expert) owns a mentoring offer and judges the demo competition.
  const dashboard = (await get('/api/profiles/expert-dashboard')).json() as ExpertDashboard;
  expect(dashboard.opportunities.length).toBeGreaterThan(0);
  expect(dashboard.judging.length).toBeGreaterThan(0);
  expect(dashboard.startups.length).toBeGreaterThan(0);
}, 120_000);
