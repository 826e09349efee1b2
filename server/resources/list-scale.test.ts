// Lists at scale (issue 18, docs/decisions/0062): the count stops at LIST_TOTAL_CAP and says so,
// a page that tells its total needs no count, and users' search through the combined search_text
// column finds exactly the members the per-field ILIKE finds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, ilike, isNull, or, sql } from 'drizzle-orm';
import { LIST_TOTAL_CAP, listMetadataSchema } from '../../contracts';
import { users } from '../db/schema';
import { escapeLike } from '../lib/batch';
import { familyTestApp, type FamilyTestApp } from '../test/family-client';
import { countCapFor, metadataOf, totalFromPage } from './list-query';

const U = '/api/global-user/users/getAll';
const BULK = LIST_TOTAL_CAP + 40;
let t: FamilyTestApp;

beforeAll(async () => {
  t = await familyTestApp();
  // More members than the cap, all matching 'bulk'; every 100th also 'Zanele' (a narrow search).
  await t.app.db.execute(sql`
    insert into users (username, email, first_name, last_name)
    select 'bulk' || g, 'bulk' || g || '@scale.example', case when g % 100 = 0 then 'Zanele' else 'Kofi' end, 'Mensah'
    from generate_series(1, ${BULK}) as g`);
  // Fields a search must keep apart or read literally.
  await t.app.db.insert(users).values([
    { username: 'pct_user', email: 'percent@scale.example', firstName: '100%', lastName: 'Sure' },
    { username: 'under', email: 'under_score@scale.example', firstName: 'Ünal', lastName: 'ÄRMEL' },
    { username: 'edge', email: 'edge@scale.example', firstName: 'Ola', lastName: 'Tunde' },
  ]);
});
afterAll(async () => {
  await t.app.close();
});

type Meta = { total: number; page: number; limit: number; pages: number; totalCapped?: true };
const list = async (query: Record<string, unknown>) => {
  const res = await t.get(U, t.admin, query);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { user_id: number; username: string; firstName: string }[]; metadata: Meta };
  listMetadataSchema.parse(body.metadata);
  return body;
};

/** The reference: the same live members by the four ILIKEs, as before the combined column. */
async function byIlike(term: string, fields: ('username' | 'email' | 'firstName' | 'lastName')[] = ['username', 'email', 'firstName', 'lastName']) {
  const pattern = `%${escapeLike(term)}%`;
  const rows = await t.app.db.select({ id: users.userId }).from(users)
    .where(and(isNull(users.deletedAt), or(...fields.map((f) => ilike(users[f], pattern)))));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
const idsOf = (rows: { user_id: number }[]) => rows.map((r) => r.user_id).sort((a, b) => a - b);

describe('the count cap', () => {
  it('beyond the cap: total is the cap, totalCapped is true, pages are the pages up to it', async () => {
    const { data, metadata } = await list({ search: 'bulk', sortField: 'username', sortOrder: 'asc', page: 3, limit: 25 });
    expect(metadata).toEqual({ total: LIST_TOTAL_CAP, page: 3, limit: 25, pages: LIST_TOTAL_CAP / 25, totalCapped: true });
    expect(data).toHaveLength(25);
    // Sorted by username with the id as tie-break: bulk1, bulk10, bulk100, ... page 3 starts at the 51st.
    const all = (await t.app.db.select({ u: users.username }).from(users).where(sql`${users.username} like 'bulk%'`)).map((r) => r.u).sort();
    expect(data.map((r) => r.username)).toEqual(all.slice(50, 75));
    // metadataOnly counts the same way.
    const only = await list({ search: 'bulk', metadataOnly: 'true', limit: 25 });
    expect(only).toEqual({ data: [], metadata: { total: LIST_TOTAL_CAP, page: 1, limit: 25, pages: LIST_TOTAL_CAP / 25, totalCapped: true } });
    // Without a search every member counts: capped too.
    expect((await list({ limit: 10 })).metadata).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
  });

  it('a page at or past the cap counts past itself, so the pager can always go one page further', async () => {
    // Page 40 of 25 ends at the cap: the count goes on to the next step (2,000), and 'bulk'
    // matches fewer than that, so the total is exact again.
    const deep = await list({ search: 'bulk', sortField: 'username', sortOrder: 'asc', page: 40, limit: 25 });
    expect(deep.metadata).toEqual({ total: BULK, page: 40, limit: 25, pages: Math.ceil(BULK / 25) });
    expect(deep.data).toHaveLength(25);
    // The page before it still stops at the cap, with the next page within reach.
    const before = await list({ search: 'bulk', sortField: 'username', sortOrder: 'asc', page: 39, limit: 25 });
    expect(before.metadata).toMatchObject({ total: LIST_TOTAL_CAP, pages: LIST_TOTAL_CAP / 25, totalCapped: true });
    // metadataOnly for a deep page counts as far (a client wanting an exact total up to N asks so).
    expect((await list({ search: 'bulk', metadataOnly: 'true', page: 40, limit: 25 })).metadata.total).toBe(BULK);
  });

  it("a family may count further: one member's unread notifications stay exact past 1,000 (the bell shows them so)", async () => {
    const unread = LIST_TOTAL_CAP + 5;
    await t.app.db.execute(sql`insert into notifications (user_id, notification_type, notification_body)
      select user_id, 'info', 'Note ' || g from users, generate_series(1, ${unread}) as g where username = 'edge'`);
    const [edge] = await t.app.db.select({ id: users.userId }).from(users).where(sql`${users.username} = 'edge'`);
    const res = await t.get('/api/notification/notifications/getAll', t.admin, {
      filterFields: JSON.stringify({ user_id: edge!.id, is_read: false }), limit: 10, sortField: 'cdate_time', sortOrder: 'desc',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { metadata: Meta }).metadata).toEqual({ total: unread, page: 1, limit: 10, pages: Math.ceil(unread / 10) });
  });

  it('the cap a page counts to: the cap, or the next step of it past the page', () => {
    expect(countCapFor(0, 25)).toBe(LIST_TOTAL_CAP);
    expect(countCapFor(0, undefined)).toBe(LIST_TOTAL_CAP);
    expect(countCapFor(LIST_TOTAL_CAP - 50, 25)).toBe(LIST_TOTAL_CAP);
    expect(countCapFor(LIST_TOTAL_CAP - 25, 25)).toBe(2 * LIST_TOTAL_CAP);
    expect(countCapFor(LIST_TOTAL_CAP, LIST_TOTAL_CAP)).toBe(3 * LIST_TOTAL_CAP);
    expect(countCapFor(975, 25, 100)).toBe(1100);
  });

  it('at or below the cap the total is exact and totalCapped is absent', async () => {
    const narrow = await list({ search: 'zanele', limit: 5, page: 2, sortField: 'username', sortOrder: 'asc' });
    const expected = Math.floor(BULK / 100);
    expect(narrow.metadata).toEqual({ total: expected, page: 2, limit: 5, pages: Math.ceil(expected / 5) });
    expect(narrow.data).toHaveLength(5);
    // A short last page, an empty page past the end and a first page that is all of it agree.
    const last = await list({ search: 'zanele', limit: 5, page: Math.ceil(expected / 5) });
    expect(last.metadata.total).toBe(expected);
    const past = await list({ search: 'zanele', limit: 5, page: 99 });
    expect(past).toEqual({ data: [], metadata: { total: expected, page: 99, limit: 5, pages: Math.ceil(expected / 5) } });
    const whole = await list({ search: 'zanele', limit: 100 });
    expect(whole.metadata).toEqual({ total: expected, page: 1, limit: 100, pages: 1 });
    const none = await list({ search: 'nobody-at-all' });
    expect(none).toEqual({ data: [], metadata: { total: 0, page: 1, limit: 10, pages: 0 } });
    // limit -1 returns every match, and so knows the exact total.
    const everything = await list({ search: 'zanele', limit: -1 });
    expect(everything.metadata).toEqual({ total: expected, page: 1, limit: -1, pages: 1 });
    expect(everything.data).toHaveLength(expected);
  });

  it('a page that tells its total needs no count; full pages do', () => {
    expect(totalFromPage(7, 25, 50)).toBe(57);
    expect(totalFromPage(0, 25, 0)).toBe(0);
    expect(totalFromPage(30, undefined, 0)).toBe(30);
    expect(totalFromPage(25, 25, 0)).toBeUndefined();
    expect(totalFromPage(0, 25, 25)).toBeUndefined();
    expect(metadataOf({ total: LIST_TOTAL_CAP, capped: true }, { page: 1, limit: 30 })).toEqual({
      total: LIST_TOTAL_CAP, page: 1, limit: 30, pages: Math.ceil(LIST_TOTAL_CAP / 30), totalCapped: true,
    });
    expect(metadataOf(12, { page: 1, limit: -1 })).toEqual({ total: 12, page: 1, limit: -1, pages: 1 });
  });
});

describe('users search through search_text', () => {
  it('finds exactly the members the four ILIKEs find, case-insensitively, with % and _ read literally', async () => {
    const found: Record<string, number> = {};
    for (const term of ['ZANELE', 'bulk99', 'GE@SCALE', '100%', '_score', 'ünal', 'ÄRMEL', 'a%e', 'o\\']) {
      const { data, metadata } = await list({ search: term, limit: -1 });
      expect(idsOf(data), term).toEqual(await byIlike(term));
      expect(metadata.total, term).toBe(data.length);
      found[term] = data.length;
    }
    // Not a comparison of two empty lists: these match (bulk99: bulk99, bulk990–999, … up to BULK).
    const bulk99 = Array.from({ length: BULK }, (_, i) => String(i + 1)).filter((n) => n.startsWith('99')).length;
    expect(bulk99).toBeGreaterThan(1);
    expect(found).toMatchObject({ ZANELE: Math.floor(BULK / 100), bulk99, 'GE@SCALE': 1, '100%': 1, _score: 1, 'a%e': 0 });
  });

  it('some fields only: a match in another field does not count', async () => {
    const { data } = await list({ search: 'tunde', searchFields: ['username', 'email'], limit: -1 });
    expect(data).toEqual([]);
    const byName = await list({ search: 'tunde', searchFields: ['lastName'], limit: -1 });
    expect(byName.data.map((r) => r.username)).toEqual(['edge']);
    expect(idsOf((await list({ search: 'bulk12', searchFields: ['email'], limit: -1 })).data)).toEqual(await byIlike('bulk12', ['email']));
  });

  it('never matches across two fields, even with the separator in the term', async () => {
    // "edge" + separator + "edge@..." is in edge's search_text; neither field holds the term.
    expect((await list({ search: 'edge\u001fedge', limit: -1 })).data).toEqual([]);
    expect((await list({ search: 'ola tunde', limit: -1 })).data).toEqual([]);
    expect((await list({ search: 'tunde', limit: -1 })).data.map((r) => r.username)).toEqual(['edge']);
  });

  it('sorts by name, e-mail or enabled with the id as tie-break, the same rows as without the indexes', async () => {
    for (const sortField of ['firstName', 'email', 'enabled']) {
      const { data } = await list({ search: 'zanele', sortField, sortOrder: 'desc', limit: 4, fields: 'user_id,firstName,email,enabled' });
      expect(data).toHaveLength(4);
      const ids = data.map((r) => r.user_id);
      // All Zanele, all enabled, e-mails distinct: firstName and enabled fall to the id (descending).
      if (sortField !== 'email') expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
  });
});
