// The ecosystem maps (issue 15; docs/decisions/0048-ecosystem-maps.md): the per-state counts (one
// call per view), one state's organisations and members, and the hub's organisation directory.
import {
  ECOSYSTEM_API, ecosystemDirectoryResponseSchema, ecosystemOverviewSchema, ecosystemRegionSchema,
  type EcosystemOrganization, type EcosystemOverview, type EcosystemRegionDetail, type ListMetadata, type OrganizationCategory,
} from '../../contracts';
import { http, withServerMessage } from './http';

/** GET /api/ecosystem/overview. */
export const ecosystemOverview = withServerMessage(async (): Promise<EcosystemOverview> => {
  const { data } = await http.get(ECOSYSTEM_API.overview);
  return ecosystemOverviewSchema.parse(data);
});

/** GET /api/ecosystem/regions/:region_id. */
export const ecosystemRegion = withServerMessage(async (regionId: string): Promise<EcosystemRegionDetail> => {
  const { data } = await http.get(ECOSYSTEM_API.region(regionId));
  return ecosystemRegionSchema.parse(data);
});

export interface EcosystemDirectorySearch { page: number; limit: number; search?: string; region?: string; categories?: OrganizationCategory[] }

/** GET /api/ecosystem/organizations: one page of the hub's directory. */
export const ecosystemDirectory = withServerMessage(async (q: EcosystemDirectorySearch): Promise<{ data: EcosystemOrganization[]; metadata: ListMetadata }> => {
  const params: Record<string, string | number> = { page: q.page, limit: q.limit };
  if (q.search?.trim()) params.search = q.search.trim();
  if (q.region) params.region = q.region;
  if (q.categories && q.categories.length > 0) params.categories = q.categories.join(',');
  const { data } = await http.get(ECOSYSTEM_API.organizations, { params });
  return ecosystemDirectoryResponseSchema.parse(data);
});
