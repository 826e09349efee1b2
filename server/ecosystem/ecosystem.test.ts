// The ecosystem maps' API on PGlite (issue 15): per-state counts (free-text states mapped to
// regions, unplaced ones apart, private locations left off), one state's lists with the same
// numbers as the counts, the hub's directory, bad input as 400, signed-out as 401, and the seed.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ECOSYSTEM_API, ECOSYSTEM_MESSAGES, INDIA_REGIONS, regionIdOfState,
  type EcosystemOrganization, type EcosystemOverview, type EcosystemRegionDetail, type ListResponse,
} from '../../contracts';
import { memberProfiles, organizations } from '../db/schema';
import { ECOSYSTEM_ORGANIZATIONS, seedDemoEcosystem } from '../db/seed-ecosystem';
import { seedDemoMembers } from '../db/seed-members';
import { DEMO_ORGANIZATIONS, DEMO_PROFILES, seedDemoNetwork } from '../db/seed-network';
import { call, type Member } from '../events/events-test-kit';
import { createTestApp, sessionToken } from '../test/test-app';

let app: FastifyInstance;
let ids: Map<string, number>;
let rohan: Member;

const seededOrgs = [
  ...Object.entries(DEMO_ORGANIZATIONS).flatMap(([category, list]) => list.map((o) => ({ name: o.name, category, state: o.state }))),
  ...ECOSYSTEM_ORGANIZATIONS.map((o) => ({ name: o.name, category: o.category as string, state: o.state })),
];

const overview = async (): Promise<EcosystemOverview> => {
  const res = await call(app, 'GET', ECOSYSTEM_API.overview, rohan);
  expect(res.statusCode).toBe(200);
  return res.json() as EcosystemOverview;
};
const sumOf = (o: EcosystemOverview, region: string, field: 'organizations' | 'members', category?: string) =>
  o.cells.filter((c) => c.region_id === region && (category === undefined || c.category === category)).reduce((n, c) => n + c[field], 0);

beforeAll(async () => {
  app = await createTestApp();
  ids = await seedDemoMembers(app.db);
  await seedDemoNetwork(app.db, ids);
  await seedDemoEcosystem(app.db);
  await seedDemoEcosystem(app.db); // idempotent
  const { token, userId } = await sessionToken(app, 'rohan');
  rohan = { token, userId };
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('the ecosystem seed', () => {
  it('places every seeded organisation in a state or union territory of the canonical list, once', async () => {
    for (const o of seededOrgs) expect(regionIdOfState(o.state), o.name).not.toBeNull();
    const rows = (await app.db.execute(sql`select count(*)::int as n from organizations where deleted_at is null`) as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]?.n).toBe(seededOrgs.length);
    // Spread over most of the country, not a handful of hubs.
    expect(new Set(seededOrgs.map((o) => regionIdOfState(o.state))).size).toBeGreaterThanOrEqual(28);
  });

  it('installs the expression indexes the counts use', async () => {
    const rows = (await app.db.execute(sql`select indexname from pg_indexes where indexname in ('organizations_state_category_idx', 'member_profiles_state_idx')`) as unknown as { rows: { indexname: string }[] }).rows;
    expect(rows.map((r) => r.indexname).sort()).toEqual(['member_profiles_state_idx', 'organizations_state_category_idx']);
  });
});

describe('GET /api/ecosystem/overview', () => {
  it('needs a signed-in member', async () => {
    const res = await call(app, 'GET', ECOSYSTEM_API.overview, null);
    expect(res.statusCode).toBe(401);
  });

  it('counts organisations per state and category, and members per state and community, as seeded', async () => {
    const o = await overview();
    for (const region of INDIA_REGIONS) {
      const expected = seededOrgs.filter((s) => regionIdOfState(s.state) === region.id);
      expect(sumOf(o, region.id, 'organizations'), region.name).toBe(expected.length);
      expect(sumOf(o, region.id, 'organizations', 'startups'), region.name).toBe(expected.filter((s) => s.category === 'startups').length);
    }
    expect(sumOf(o, 'mh', 'members')).toBe(Object.entries(DEMO_PROFILES).filter(([u, p]) => p.state === 'Maharashtra' && ids.has(u)).length);
    expect(sumOf(o, 'mh', 'members', 'startups')).toBe(1); // rohan
    expect(sumOf(o, 'ka', 'organizations')).toBeGreaterThan(sumOf(o, 'sk', 'organizations'));
    expect(o.unplaced).toEqual({ organizations: 0, members: 0 });
  });

  it('maps other spellings to their region, keeps unknown states apart, and leaves deleted organisations and private locations off', async () => {
    const before = await overview();
    await app.db.insert(organizations).values([
      { name: 'Eco Test Orissa Works', category: 'businesses', state: '  orissa ', createdBy: 0 },
      { name: 'Eco Test Atlantis', category: 'businesses', state: 'Atlantis', createdBy: 0 },
      { name: 'Eco Test Nowhere', category: 'experts', state: null, createdBy: 0 },
    ]);
    await app.db.insert(organizations).values({ name: 'Eco Test Deleted', category: 'startups', state: 'Odisha', createdBy: 0, deletedAt: new Date() });
    const priya = ids.get('priya')!;
    await app.db.update(memberProfiles).set({ visibility: { location: 'private' } }).where(eq(memberProfiles.userId, priya));
    try {
      const after = await overview();
      expect(sumOf(after, 'or', 'organizations')).toBe(sumOf(before, 'or', 'organizations') + 1);
      expect(sumOf(after, 'or', 'organizations', 'startups')).toBe(sumOf(before, 'or', 'organizations', 'startups'));
      expect(after.unplaced.organizations).toBe(before.unplaced.organizations + 2);
      expect(sumOf(after, 'ka', 'members')).toBe(sumOf(before, 'ka', 'members') - 1);
      expect(after.unplaced.members).toBe(before.unplaced.members + 1);
      const ka = (await call(app, 'GET', ECOSYSTEM_API.region('ka'), rohan)).json() as EcosystemRegionDetail;
      expect(ka.members.map((m) => m.username)).not.toContain('priya');
      const or = (await call(app, 'GET', ECOSYSTEM_API.region('or'), rohan)).json() as EcosystemRegionDetail;
      expect(or.organizations.map((x) => x.name)).toContain('Eco Test Orissa Works');
      expect(or.organizations.map((x) => x.name)).not.toContain('Eco Test Deleted');
    } finally {
      await app.db.delete(organizations).where(sql`${organizations.name} like 'Eco Test %'`);
      await app.db.update(memberProfiles).set({ visibility: {} }).where(eq(memberProfiles.userId, priya));
    }
  });
});

describe('GET /api/ecosystem/regions/:region_id', () => {
  it('lists a state\'s organisations and members with the overview\'s numbers', async () => {
    const o = await overview();
    const res = await call(app, 'GET', ECOSYSTEM_API.region('KA'), rohan);
    expect(res.statusCode).toBe(200);
    const ka = res.json() as EcosystemRegionDetail;
    expect(ka).toMatchObject({ region_id: 'ka', name: 'Karnataka' });
    expect(ka.organizations_total).toBe(sumOf(o, 'ka', 'organizations'));
    expect(ka.organizations).toHaveLength(ka.organizations_total);
    expect(ka.members_total).toBe(sumOf(o, 'ka', 'members'));
    expect(ka.organizations.map((x) => x.name)).toEqual(expect.arrayContaining(['ShelfSense', 'PayNest', 'Karnataka Innovation Authority']));
    expect(ka.organizations.every((x) => x.region_id === 'ka')).toBe(true);
    // By category, then name.
    const keys = ka.organizations.map((x) => `${x.category}|${x.name.toLowerCase()}`);
    expect(keys).toEqual([...keys].sort());
    expect(ka.members.map((m) => m.username).sort()).toEqual(['admin', 'priya'].filter((u) => ids.has(u)).sort());
  });

  it('draws Dadra and Nagar Haveli and Daman and Diu as one territory, and answers Ladakh although the map has no outline for it', async () => {
    const la = (await call(app, 'GET', ECOSYSTEM_API.region('la'), rohan)).json() as EcosystemRegionDetail;
    expect(la.organizations.map((x) => x.name)).toEqual(['Leh Solar Greenhouses']);
    const dh = await call(app, 'GET', ECOSYSTEM_API.region('dh'), rohan);
    expect(dh.statusCode).toBe(200);
    expect((dh.json() as EcosystemRegionDetail).name).toBe('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('refuses an unknown region with 400 and a clear message, and signed-out callers with 401', async () => {
    const bad = await call(app, 'GET', ECOSYSTEM_API.region('atlantis'), rohan);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining(ECOSYSTEM_MESSAGES.unknownRegion) });
    expect((await call(app, 'GET', ECOSYSTEM_API.region('zz'), rohan)).statusCode).toBe(400);
    expect((await call(app, 'GET', ECOSYSTEM_API.region('ka'), null)).statusCode).toBe(401);
  });
});

describe('GET /api/ecosystem/organizations', () => {
  it('filters by state and categories, searches, and pages by name', async () => {
    const res = await call(app, 'GET', `${ECOSYSTEM_API.organizations}?region=mh&categories=startups,investors&limit=2&page=1`, rohan);
    expect(res.statusCode).toBe(200);
    const page1 = res.json() as ListResponse<EcosystemOrganization>;
    const expected = seededOrgs.filter((s) => s.state === 'Maharashtra' && ['startups', 'investors'].includes(s.category)).map((s) => s.name.toLowerCase()).sort();
    expect(page1.metadata).toEqual({ total: expected.length, page: 1, limit: 2, pages: Math.ceil(expected.length / 2) });
    expect(page1.data.map((x) => x.name.toLowerCase())).toEqual(expected.slice(0, 2));

    const search = (await call(app, 'GET', `${ECOSYSTEM_API.organizations}?search=${encodeURIComponent('weav')}`, rohan)).json() as ListResponse<EcosystemOrganization>;
    expect(search.data.map((x) => x.name).sort()).toEqual(['Imphal Weaves Online', 'Zari Threads']);
  });

  it('refuses an unknown category or region with 400', async () => {
    const cat = await call(app, 'GET', `${ECOSYSTEM_API.organizations}?categories=startups,pirates`, rohan);
    expect(cat.statusCode).toBe(400);
    expect(cat.json().message).toContain(ECOSYSTEM_MESSAGES.unknownCategory);
    expect((await call(app, 'GET', `${ECOSYSTEM_API.organizations}?region=xx`, rohan)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${ECOSYSTEM_API.organizations}?page=0`, rohan)).statusCode).toBe(400);
  });
});
