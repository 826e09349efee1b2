// The ecosystem area's machines wired to their real effects (ARCHITECTURE: per-area wiring): the
// map (machines/ecosystem-map) and the hub's organisation directory (the paged list machine).
// Screens of this area take logic from here and never import src/api themselves.
import { fromPromise } from 'xstate';
import { isOrganizationCategory, type EcosystemOverview, type EcosystemRegionDetail, type OrganizationCategory } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { ecosystemMapMachine } from '../../../machines/ecosystem-map';
import * as api from '../../api/ecosystem';

/** /india-map, /ecosystem-map and the map of /ecosystem-hub: GET /api/ecosystem/overview once, a state's lists on demand. */
export const ecosystemMapLogic = ecosystemMapMachine.provide({
  actors: {
    loadOverview: fromPromise<EcosystemOverview>(() => api.ecosystemOverview()),
    loadRegion: fromPromise<EcosystemRegionDetail, { regionId: string }>(({ input }) => api.ecosystemRegion(input.regionId)),
  },
});

/** The directory's filters as the list machine holds them. */
export interface EcosystemDirectoryFilters { region?: string; category?: string }

/** /ecosystem-hub's organisation directory: the common list query over /api/ecosystem/organizations. */
export const ecosystemDirectoryLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as EcosystemDirectoryFilters;
      const categories: OrganizationCategory[] | undefined = f.category && isOrganizationCategory(f.category) ? [f.category] : undefined;
      const { data, metadata } = await api.ecosystemDirectory({ page: input.page, limit: input.limit, search: input.search, region: f.region || undefined, categories });
      return { rows: data, total: metadata.total, pages: metadata.pages };
    }),
  },
});
