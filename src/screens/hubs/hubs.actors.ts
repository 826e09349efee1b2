// The hubs area's machines wired to their real effects (ARCHITECTURE: per-area wiring). The hub
// screen takes logic from here and never imports src/api itself.
import { fromPromise } from 'xstate';
import type { Hub } from '../../../contracts';
import { hubPageMachine, type HubSearchResult } from '../../../machines/hub-page';
import { searchContent } from '../../api/content';
import { getHub } from '../../api/hubs';

/** A hub page: GET /api/hubs/:slug (one request), and its search box over the hub's content. */
export const hubPageLogic = hubPageMachine.provide({
  actors: {
    loadHub: fromPromise<Hub, { slug: string }>(({ input }) => getHub(input.slug)),
    searchHub: fromPromise<HubSearchResult, { slug: string; query: string }>(async ({ input }) => {
      const res = await searchContent({ q: input.query, hub: input.slug, limit: 24 });
      return { cards: res.data, total: res.metadata.total, saved_content_ids: res.saved_content_ids };
    }),
  },
});
