// The ecosystem maps' reads (issue 15; docs/decisions/0048-ecosystem-maps.md): per-state counts of
// organisations and members (one GROUP BY each, over the expression indexes of migration
// "ecosystem"), one state's organisations and members, and the hub's organisation directory.
// States are free text in organizations.state and member_profiles.state: both are grouped by
// lower(btrim(state)) and mapped to regions with the contract's names and aliases, so the
// region lists use exactly the keys the counts came from (the same numbers on map and list).
import { sql, type SQL } from 'drizzle-orm';
import {
  categoryOfCommunity, COMMUNITY_TYPES, indiaRegion, ORGANIZATION_CATEGORIES, REGION_LIST_LIMIT, regionIdOfState,
  type CommunityType, type EcosystemCell, type EcosystemMember, type EcosystemOrganization, type EcosystemOverview,
  type EcosystemRegionDetail, type OrganizationCategory,
} from '../../contracts';
import type { Db } from '../db/client';
import { escapeLike } from '../lib/batch';
import { HttpError } from '../lib/http-error';
import { ECOSYSTEM_MESSAGES } from '../../contracts';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result as T[] : (result as { rows: T[] }).rows);

/** Members the maps count: live, enabled, e-mail verified accounts with a profile (as the directory lists them). */
const LISTED_MEMBER = sql`u.deleted_at is null and u.enabled and u.email_verified and p.deleted_at is null`;
const LIVE_ORGANIZATION = sql`o.deleted_at is null`;
/** A member who keeps their location to themselves (profile visibility, decision 0039) is on no state. */
const LOCATION_SHOWN = sql`coalesce(p.visibility->>'location', 'members') <> 'private'`;

const isCategory = (c: string | null): c is OrganizationCategory => c !== null && (ORGANIZATION_CATEGORIES as readonly string[]).includes(c);

/** Counts per region and category: one aggregated query per table. */
export async function ecosystemOverview(db: Db): Promise<EcosystemOverview> {
  const [orgRows, memberRows] = await Promise.all([
    db.execute(sql`select lower(btrim(o.state)) as state_key, o.category, count(*)::int as n
      from organizations o where ${LIVE_ORGANIZATION} group by 1, 2`),
    db.execute(sql`select case when ${LOCATION_SHOWN} then lower(btrim(p.state)) end as state_key, p.community_type, count(*)::int as n
      from member_profiles p join users u on u.user_id = p.user_id where ${LISTED_MEMBER} group by 1, 2`),
  ]);
  const cells = new Map<string, EcosystemCell>();
  const unplaced = { organizations: 0, members: 0 };
  const cellOf = (regionId: string, category: OrganizationCategory | null) => {
    const key = `${regionId}|${category ?? ''}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { region_id: regionId, category, organizations: 0, members: 0 };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const r of rowsOf<{ state_key: string | null; category: string; n: number }>(orgRows)) {
    const region = regionIdOfState(r.state_key);
    if (!region || !isCategory(r.category)) unplaced.organizations += Number(r.n);
    else cellOf(region, r.category).organizations += Number(r.n);
  }
  for (const r of rowsOf<{ state_key: string | null; community_type: string | null; n: number }>(memberRows)) {
    const region = regionIdOfState(r.state_key);
    if (!region) unplaced.members += Number(r.n);
    else cellOf(region, categoryOfCommunity(r.community_type)).members += Number(r.n);
  }
  const order = (c: EcosystemCell) => `${c.region_id}|${c.category ?? '~'}`;
  return { cells: [...cells.values()].sort((a, b) => order(a).localeCompare(order(b))), unplaced };
}

/** The lower(btrim(state)) values in a table that mean `regionId` (each key once; a handful of rows). */
async function stateKeysOf(db: Db, table: 'organizations' | 'member_profiles', regionId: string): Promise<string[]> {
  const rows = rowsOf<{ state_key: string }>(await db.execute(table === 'organizations'
    ? sql`select distinct lower(btrim(state)) as state_key from organizations where deleted_at is null and state is not null`
    : sql`select distinct lower(btrim(state)) as state_key from member_profiles where deleted_at is null and state is not null`));
  return rows.map((r) => r.state_key).filter((k) => regionIdOfState(k) === regionId);
}

const inKeys = (column: SQL, keys: string[]) => keys.length === 0 ? sql`false` : sql`lower(btrim(${column})) in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`;

type OrgRow = { organization_id: number; name: string; category: string; description: string; city: string | null; state: string | null; logo_url: string | null };
const toOrganization = (r: OrgRow): EcosystemOrganization => ({
  organization_id: Number(r.organization_id), name: r.name, category: r.category as OrganizationCategory, description: r.description,
  city: r.city, region_id: regionIdOfState(r.state), logo_url: r.logo_url,
});

/** One region's organisations (by category, then name) and members (by name), with their totals. */
export async function ecosystemRegion(db: Db, regionId: string): Promise<EcosystemRegionDetail> {
  const region = indiaRegion(regionId);
  if (!region) throw new HttpError(404, ECOSYSTEM_MESSAGES.unknownRegion);
  const [orgKeys, memberKeys] = await Promise.all([stateKeysOf(db, 'organizations', regionId), stateKeysOf(db, 'member_profiles', regionId)]);
  const orgWhere = sql`${LIVE_ORGANIZATION} and ${inKeys(sql`o.state`, orgKeys)}`;
  const memberWhere = sql`${LISTED_MEMBER} and ${LOCATION_SHOWN} and ${inKeys(sql`p.state`, memberKeys)}`;
  const [orgs, orgTotal, members, memberTotal] = await Promise.all([
    db.execute(sql`select o.organization_id, o.name, o.category, o.description, o.city, o.state, o.logo_url from organizations o
      where ${orgWhere} order by o.category, lower(o.name) limit ${REGION_LIST_LIMIT}`),
    db.execute(sql`select count(*)::int as n from organizations o where ${orgWhere}`),
    db.execute(sql`select u.user_id, u.username, u.first_name, u.last_name, u.profile_image,
        case when coalesce(p.visibility->>'headline', 'public') = 'private' then '' else p.headline end as headline, p.community_type, p.city
      from member_profiles p join users u on u.user_id = p.user_id
      where ${memberWhere} order by lower(u.first_name), lower(u.last_name), u.user_id limit ${REGION_LIST_LIMIT}`),
    db.execute(sql`select count(*)::int as n from member_profiles p join users u on u.user_id = p.user_id where ${memberWhere}`),
  ]);
  type MemberRow = { user_id: number; username: string; first_name: string | null; last_name: string | null; profile_image: string | null; headline: string; community_type: string | null; city: string | null };
  return {
    region_id: region.id,
    name: region.name,
    organizations: rowsOf<OrgRow>(orgs).map(toOrganization),
    members: rowsOf<MemberRow>(members).map((m): EcosystemMember => ({
      user_id: Number(m.user_id), username: m.username, first_name: m.first_name ?? '', last_name: m.last_name ?? '', headline: m.headline ?? '',
      community_type: (COMMUNITY_TYPES as readonly string[]).includes(m.community_type ?? '') ? m.community_type as CommunityType : null,
      city: m.city, profile_image: m.profile_image,
    })),
    organizations_total: Number(rowsOf<{ n: number }>(orgTotal)[0]?.n ?? 0),
    members_total: Number(rowsOf<{ n: number }>(memberTotal)[0]?.n ?? 0),
  };
}

export interface DirectoryQuery { page: number; limit: number; search?: string; region?: string; categories?: OrganizationCategory[] }

/** The hub's organisation directory: every category or some, one region or all, by name, paged. */
export async function ecosystemDirectory(db: Db, q: DirectoryQuery): Promise<{ data: EcosystemOrganization[]; metadata: { total: number; page: number; limit: number; pages: number } }> {
  const parts: SQL[] = [LIVE_ORGANIZATION];
  if (q.region) parts.push(inKeys(sql`o.state`, await stateKeysOf(db, 'organizations', q.region)));
  if (q.categories && q.categories.length > 0) parts.push(sql`o.category in (${sql.join(q.categories.map((c) => sql`${c}`), sql`, `)})`);
  const term = q.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    parts.push(sql`(o.name ilike ${pattern} or o.description ilike ${pattern} or o.city ilike ${pattern})`);
  }
  const where = sql.join(parts, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute(sql`select o.organization_id, o.name, o.category, o.description, o.city, o.state, o.logo_url from organizations o
      where ${where} order by lower(o.name), o.organization_id limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
    db.execute(sql`select count(*)::int as n from organizations o where ${where}`),
  ]);
  const n = Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0);
  return { data: rowsOf<OrgRow>(rows).map(toOrganization), metadata: { total: n, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(n / q.limit)) } };
}
