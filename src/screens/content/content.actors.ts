// The content area's machines wired to their real effects: /contents (search and filters over
// the common list machine) and one item's page.
import { fromPromise } from 'xstate';
import type { ContentItem, ContentType } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { contentItemMachine } from '../../../machines/content-item';
import { getContent, searchContent } from '../../api/content';

/** /contents: ranked full-text search (or newest first), filtered by type; rows carry `saved`. */
export const contentListLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as { type?: ContentType; tag?: string };
      const res = await searchContent({ q: input.search || undefined, type: f.type, tag: f.tag, page: input.page, limit: input.limit });
      const saved = new Set(res.saved_content_ids);
      return { rows: res.data.map((c) => ({ ...c, saved: saved.has(c.content_id) })), total: res.metadata.total, pages: res.metadata.pages };
    }),
  },
});

/** /contents/:slug. */
export const contentItemLogic = contentItemMachine.provide({
  actors: { loadItem: fromPromise<ContentItem, { slug: string }>(({ input }) => getContent(input.slug)) },
});
