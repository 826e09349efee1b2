// What the ecosystem screens read: the machine's values, and the numbers derived from the
// overview for the chosen categories — the same function feeds the map's colours, its
// accessible names, the table and the state panel, so they can never disagree.
import type { SnapshotFrom } from 'xstate';
import {
  categoryOfCommunity, INDIA_REGIONS, ORGANIZATION_CATEGORIES,
  type EcosystemMeasure, type EcosystemOverview, type EcosystemRegionDetail, type OrganizationCategory,
} from '../../contracts';
import type { ecosystemMapMachine } from './ecosystem-map.machine';

type S = SnapshotFrom<typeof ecosystemMapMachine>;

export const selectIsLoading = (s: S) => s.hasTag('loading');
export const selectError = (s: S) => (s.matches('failed') ? s.context.error : null);
export const selectOverview = (s: S) => s.context.overview;
export const selectCategories = (s: S) => s.context.categories;
/** The one category left ticked, if only one is: unticking it is ignored (one always stays), so its box is disabled. */
export const selectLastCategory = (s: S) => (s.context.categories.length === 1 ? s.context.categories[0]! : null);
export const selectMeasure = (s: S) => s.context.measure;
export const selectView = (s: S) => s.context.view;
export const selectRegionId = (s: S) => s.context.regionId;
export const selectIsRegionLoading = (s: S) => s.hasTag('loadingRegion');
export const selectDetail = (s: S) => (s.matches({ ready: 'regionShown' }) ? s.context.detail : null);
export const selectDetailError = (s: S) => (s.matches({ ready: 'regionFailed' }) ? s.context.detailError : null);

/** One state's numbers for the chosen categories. `organizations` excludes startups (they have their own column). */
export interface RegionCounts { startups: number; organizations: number; members: number; total: number }
export const ZERO_COUNTS: RegionCounts = { startups: 0, organizations: 0, members: 0, total: 0 };

const allChosen = (categories: readonly OrganizationCategory[]) => ORGANIZATION_CATEGORIES.every((c) => categories.includes(c));

/**
 * Counts per region (every region of INDIA_REGIONS, zero where nothing is). Members count when
 * their community's category is chosen; members who chose no community only when every
 * category is (they belong to none in particular).
 */
export function regionCounts(overview: EcosystemOverview | null, categories: readonly OrganizationCategory[]): Map<string, RegionCounts> {
  const out = new Map(INDIA_REGIONS.map((r) => [r.id, { ...ZERO_COUNTS }]));
  if (!overview) return out;
  const all = allChosen(categories);
  for (const cell of overview.cells) {
    const counts = out.get(cell.region_id);
    if (!counts) continue;
    const chosen = cell.category === null ? all : categories.includes(cell.category);
    if (!chosen) continue;
    if (cell.category === 'startups') counts.startups += cell.organizations;
    else counts.organizations += cell.organizations;
    counts.members += cell.members;
    counts.total += cell.organizations + cell.members;
  }
  return out;
}

export const measureOf = (counts: RegionCounts, measure: EcosystemMeasure): number => counts[measure];

/** Totals over all regions (the table's last row). */
export function totalsOf(counts: Map<string, RegionCounts>): RegionCounts {
  const sum = { ...ZERO_COUNTS };
  for (const c of counts.values()) {
    sum.startups += c.startups;
    sum.organizations += c.organizations;
    sum.members += c.members;
    sum.total += c.total;
  }
  return sum;
}

/** A colour band of the legend: counts from `min` to `max` (both included). */
export interface Band { min: number; max: number; label: string }

/** "None", then up to four equal bands up to the largest count ("1–3", "4–6", …; "5" when min = max). */
export function colourBands(max: number): Band[] {
  const bands: Band[] = [{ min: 0, max: 0, label: 'None' }];
  if (max <= 0) return bands;
  const steps = Math.min(4, max);
  let from = 1;
  for (let i = 1; i <= steps; i += 1) {
    const to = Math.ceil((max * i) / steps);
    if (to < from) continue;
    bands.push({ min: from, max: to, label: from === to ? String(from) : `${from}–${to}` });
    from = to + 1;
  }
  return bands;
}

/** The band a count falls in (0: "None"). */
export function bandIndex(value: number, bands: readonly Band[]): number {
  const i = bands.findIndex((b) => value >= b.min && value <= b.max);
  return i < 0 ? bands.length - 1 : i;
}

/** A state's organisations and members narrowed to the chosen categories, as the counts are. */
export function detailFor(detail: EcosystemRegionDetail | null, categories: readonly OrganizationCategory[]): EcosystemRegionDetail | null {
  if (!detail) return null;
  const all = allChosen(categories);
  return {
    ...detail,
    organizations: detail.organizations.filter((o) => categories.includes(o.category)),
    members: detail.members.filter((m) => {
      const category = categoryOfCommunity(m.community_type);
      return category === null ? all : categories.includes(category);
    }),
  };
}

/** "5 startups, 3 organisations, 2 members" (the accessible name of a state on the map). */
export function countsText(c: RegionCounts): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [part(c.startups, 'startup', 'startups'), part(c.organizations, 'other organisation', 'other organisations'), part(c.members, 'member', 'members')].join(', ');
}
