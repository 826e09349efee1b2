// The community seed (issue 14): spaces in every community, members, opportunities with
// applications in each state and school-of-study items; running it again changes nothing.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_TYPES } from '../../contracts';
import { createTestApp, sessionToken } from '../test/test-app';
import { DEMO_OPPORTUNITIES, DEMO_SPACES, seedDemoCommunity } from './seed-community';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  for (const u of ['admin', 'maya', 'rohan', 'kwame', 'lena', 'priya', 'arjun']) await sessionToken(app, u);
}, 60_000);
afterAll(async () => {
  await app.close();
});

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result as T[] : (result as { rows: T[] }).rows);
const counts = async () => rows<Record<string, number>>(await app.db.execute(sql`select
  (select count(*)::int from community_common) as spaces,
  (select count(*)::int from community_space_members) as members,
  (select count(*)::int from community_opportunities) as opportunities,
  (select count(*)::int from community_applications) as applications,
  (select count(*)::int from user_repo_items where repoitem_subtype = 'School of Study') as schools`))[0]!;

it('seeds two spaces per community with members, opportunities with applications in every state, and is idempotent', async () => {
  await seedDemoCommunity(app.db);
  const first = await counts();
  expect(first.spaces).toBe(DEMO_SPACES.length);
  expect(first.opportunities).toBe(DEMO_OPPORTUNITIES.length);
  expect(first.members).toBeGreaterThan(DEMO_SPACES.length); // owners plus the members who exist here
  expect(first.applications).toBeGreaterThan(0);
  expect(first.schools).toBe(3); // rohan, kwame and lena exist here (sofia and omar do not)
  const types = rows<{ community_type: string; n: number }>(await app.db.execute(sql`select community_type, count(*)::int as n from community_common group by 1`));
  expect(Object.fromEntries(types.map((t) => [t.community_type, t.n]))).toEqual(Object.fromEntries(COMMUNITY_TYPES.map((t) => [t, 2])));
  const states = rows<{ status: string }>(await app.db.execute(sql`select distinct status from community_applications order by 1`)).map((r) => r.status);
  expect(states).toEqual(['accepted', 'declined', 'pending']);
  await seedDemoCommunity(app.db);
  expect(await counts()).toEqual(first);
});
