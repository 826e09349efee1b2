import { z } from './zod';
import { COMMUNITY_TYPES, type CommunityType } from './entities';
import { listResponseSchema } from './list-query';
import { ORGANIZATION_CATEGORIES, type OrganizationCategory } from './network';

// The ecosystem maps (issue 15; docs/decisions/0048-ecosystem-maps.md): /india-map,
// /ecosystem-map and /ecosystem-hub. India's states and union territories as the map draws them
// (@svg-maps/india, CC BY 4.0), the per-state counts of organisations and members (one
// aggregated call per view), one state's organisations and members, and the hub's directory.

export type IndiaRegionKind = 'state' | 'union-territory';

export interface IndiaRegion {
  /** Our id: the map package's path id where it has one (lower-case, ISO 3166-2:IN style). */
  id: string;
  /** The official name, as organisations and profiles store it (contracts/organizations.ts INDIAN_STATES). */
  name: string;
  kind: IndiaRegionKind;
  /**
   * The map package's path ids drawing this region. The package predates 2019/2020: Dadra and
   * Nagar Haveli and Daman and Diu are two paths of one union territory now, and Ladakh is drawn
   * inside Jammu and Kashmir's outline, so it has no path of its own (a marker instead).
   */
  map_ids: readonly string[];
  /** Other spellings found in free-text state fields ("Orissa", "NCT of Delhi"). */
  aliases?: readonly string[];
}

const S = (id: string, name: string, aliases?: string[]): IndiaRegion => ({ id, name, kind: 'state', map_ids: [id], ...(aliases ? { aliases } : {}) });
const U = (id: string, name: string, mapIds: string[], aliases?: string[]): IndiaRegion => ({ id, name, kind: 'union-territory', map_ids: mapIds, ...(aliases ? { aliases } : {}) });

/** The 28 states and 8 union territories of India, by name. */
export const INDIA_REGIONS: readonly IndiaRegion[] = [
  U('an', 'Andaman and Nicobar Islands', ['an'], ['Andaman & Nicobar Islands', 'Andaman and Nicobar']),
  S('ap', 'Andhra Pradesh'),
  S('ar', 'Arunachal Pradesh'),
  S('as', 'Assam'),
  S('br', 'Bihar'),
  U('ch', 'Chandigarh', ['ch']),
  S('ct', 'Chhattisgarh', ['Chattisgarh']),
  U('dh', 'Dadra and Nagar Haveli and Daman and Diu', ['dn', 'dd'], ['Dadra and Nagar Haveli', 'Daman and Diu', 'Dadra & Nagar Haveli and Daman & Diu']),
  U('dl', 'Delhi', ['dl'], ['NCT of Delhi', 'New Delhi', 'National Capital Territory of Delhi']),
  S('ga', 'Goa'),
  S('gj', 'Gujarat'),
  S('hr', 'Haryana'),
  S('hp', 'Himachal Pradesh'),
  U('jk', 'Jammu and Kashmir', ['jk'], ['Jammu & Kashmir']),
  S('jh', 'Jharkhand'),
  S('ka', 'Karnataka'),
  S('kl', 'Kerala'),
  U('la', 'Ladakh', []),
  U('ld', 'Lakshadweep', ['ld']),
  S('mp', 'Madhya Pradesh'),
  S('mh', 'Maharashtra'),
  S('mn', 'Manipur'),
  S('ml', 'Meghalaya'),
  S('mz', 'Mizoram'),
  S('nl', 'Nagaland'),
  S('or', 'Odisha', ['Orissa']),
  U('py', 'Puducherry', ['py'], ['Pondicherry']),
  S('pb', 'Punjab'),
  S('rj', 'Rajasthan'),
  S('sk', 'Sikkim'),
  S('tn', 'Tamil Nadu'),
  S('tg', 'Telangana'),
  S('tr', 'Tripura'),
  S('up', 'Uttar Pradesh'),
  S('ut', 'Uttarakhand', ['Uttaranchal']),
  S('wb', 'West Bengal'),
];

export const INDIA_REGION_IDS = INDIA_REGIONS.map((r) => r.id);
const regionById = new Map(INDIA_REGIONS.map((r) => [r.id, r]));
export const indiaRegion = (id: string): IndiaRegion | undefined => regionById.get(id);

const normalise = (text: string) => text.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');
const regionByName = new Map(INDIA_REGIONS.flatMap((r) => [r.name, ...(r.aliases ?? [])].map((n) => [normalise(n), r.id] as const)));

/** The region a free-text state field means ("Karnataka", " orissa ", "Jammu & Kashmir"), or null. */
export function regionIdOfState(state: string | null | undefined): string | null {
  if (!state) return null;
  return regionByName.get(normalise(state)) ?? null;
}

/** A member's community (startup) is the organisation category of the same name (startups). */
export const COMMUNITY_CATEGORY: Record<CommunityType, OrganizationCategory> = {
  startup: 'startups', investor: 'investors', business: 'businesses', government: 'government', educator: 'educators', expert: 'experts',
};
export const categoryOfCommunity = (community: string | null | undefined): OrganizationCategory | null =>
  community && (COMMUNITY_TYPES as readonly string[]).includes(community) ? COMMUNITY_CATEGORY[community as CommunityType] : null;

/** What the map colours by: all counted together, startups, other organisations, or members. */
export const ECOSYSTEM_MEASURES = ['total', 'startups', 'organizations', 'members'] as const;
export type EcosystemMeasure = (typeof ECOSYSTEM_MEASURES)[number];
export const ECOSYSTEM_MEASURE_LABELS: Record<EcosystemMeasure, string> = {
  total: 'Everything', startups: 'Startups', organizations: 'Other organisations', members: 'Members',
};

export const ECOSYSTEM_API = {
  overview: '/api/ecosystem/overview',
  region: (id: string) => `/api/ecosystem/regions/${encodeURIComponent(id)}`,
  organizations: '/api/ecosystem/organizations',
} as const;

export const ECOSYSTEM_MESSAGES = {
  unknownRegion: 'Unknown state or union territory. Use one of the ids of /api/ecosystem/overview (ka, mh, dl, …).',
  unknownCategory: `Unknown category. Choose from: ${ORGANIZATION_CATEGORIES.join(', ')}.`,
} as const;

// ——— Overview: one call per view ———

/** Counts of one region and category. category null: members who chose no community. */
export const ecosystemCellSchema = z.object({
  region_id: z.string(),
  category: z.enum(ORGANIZATION_CATEGORIES).nullable(),
  organizations: z.number().int(),
  members: z.number().int(),
});
export type EcosystemCell = z.infer<typeof ecosystemCellSchema>;

export const ecosystemOverviewSchema = z.object({
  /** Only non-zero cells; a region without any is zero everywhere. */
  cells: z.array(ecosystemCellSchema),
  /** Organisations and members whose state is empty or not an Indian state (not on the map). */
  unplaced: z.object({ organizations: z.number().int(), members: z.number().int() }),
});
export type EcosystemOverview = z.infer<typeof ecosystemOverviewSchema>;

// ——— One region ———

export const regionParamsSchema = z.object({
  region_id: z.string().trim().toLowerCase().max(8).refine((id) => regionById.has(id), ECOSYSTEM_MESSAGES.unknownRegion),
});

export const ecosystemOrganizationSchema = z.object({
  organization_id: z.number().int(),
  name: z.string(),
  category: z.enum(ORGANIZATION_CATEGORIES),
  description: z.string(),
  city: z.string().nullable(),
  region_id: z.string().nullable(),
  logo_url: z.string().nullable(),
});
export type EcosystemOrganization = z.infer<typeof ecosystemOrganizationSchema>;

export const ecosystemMemberSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  headline: z.string(),
  community_type: z.enum(COMMUNITY_TYPES).nullable(),
  city: z.string().nullable(),
  profile_image: z.string().nullable(),
});
export type EcosystemMember = z.infer<typeof ecosystemMemberSchema>;

/** At most this many organisations and members each in one region's answer (the totals say how many there are). */
export const REGION_LIST_LIMIT = 200;

export const ecosystemRegionSchema = z.object({
  region_id: z.string(),
  name: z.string(),
  organizations: z.array(ecosystemOrganizationSchema),
  members: z.array(ecosystemMemberSchema),
  organizations_total: z.number().int(),
  members_total: z.number().int(),
});
export type EcosystemRegionDetail = z.infer<typeof ecosystemRegionSchema>;

// ——— The hub's organisation directory ———

const categoryList = z.string().max(200)
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(z.enum(ORGANIZATION_CATEGORIES, { error: ECOSYSTEM_MESSAGES.unknownCategory })).max(ORGANIZATION_CATEGORIES.length));

export const ecosystemDirectoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  /** Name or description, anywhere. */
  search: z.string().trim().max(200).optional(),
  region: z.string().trim().toLowerCase().max(8).refine((id) => regionById.has(id), ECOSYSTEM_MESSAGES.unknownRegion).optional(),
  /** Comma list of categories; none: every category. */
  categories: categoryList.optional(),
});
export type EcosystemDirectoryQuery = z.input<typeof ecosystemDirectoryQuerySchema>;
export const ecosystemDirectoryResponseSchema = listResponseSchema(ecosystemOrganizationSchema);
