// The Admin Center's Content tab wired to its real effects (decision 0038): the common list
// machine over GET /api/content/admin/items, the common form machine for create / update (new
// attachments upload first through the existing upload call), and the hub list for the checkboxes.
// The tab never imports the API itself.
import { fromPromise } from 'xstate';
import { contentInputSchema, type Attachment, type ContentInput, type ContentType, type HubSummary } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { formSubmitMachine } from '../../../machines/form-submit';
import { createContent, listContentForAdmin, updateContent, uploadAttachment } from '../../api/content';
import { listHubs } from '../../api/hubs';
import { settle, type Settled } from '../../lib/settled';

/** Filters the list sends: content_type and is_published ('published' | 'draft'). */
export const contentAdminListLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as { content_type?: ContentType; status?: 'published' | 'draft' };
      const res = await listContentForAdmin({
        page: input.page, limit: input.limit, search: input.search || undefined, content_type: f.content_type,
        is_published: f.status === undefined ? undefined : f.status === 'published',
      });
      return { rows: res.data, total: res.metadata.total, pages: res.metadata.pages, totalCapped: res.metadata.totalCapped === true };
    }),
  },
});

/** The hubs an item can belong to (checkboxes). */
export const hubOptionsLoader = fromPromise<Settled<HubSummary[]>, void>(() => settle(listHubs(), 'The hubs could not be loaded.'));

/** What the editor submits: the item (attachments already stored), files still to upload, and the slug being edited (null: new). */
export interface ContentSaveValues {
  slug: string | null;
  input: ContentInput;
  files: File[];
}

/** Create or update; the message names the item and says whether members see it. */
export const contentSaveLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const { slug, input: item, files } = input as unknown as ContentSaveValues;
      const uploaded: Attachment[] = [];
      for (const file of files) {
        try {
          uploaded.push(await uploadAttachment(file));
        } catch (error) {
          throw new Error(`${file.name}: ${(error as Error).message}`, { cause: error });
        }
      }
      const full: ContentInput = { ...item, attachments: [...(item.attachments ?? []), ...uploaded] };
      // The contract's own messages before the round trip (the API host checks the same schema).
      const checked = contentInputSchema.safeParse(full);
      if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Check the form.');
      const saved = slug ? await updateContent(slug, full) : await createContent(full);
      return saved.is_published
        ? `Saved “${saved.title}”. Members see it at /contents/${saved.slug}.`
        : `Saved “${saved.title}” as a draft: members do not see it.`;
    }),
  },
});
