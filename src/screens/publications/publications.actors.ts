// The publications area's machines wired to their real effects (ARCHITECTURE: per-area wiring).
// Screens of this area take logic from here and never import src/api themselves. The Admin
// Center's review queue is wired in src/screens/admin/publications-tab.actors.ts (screens never import
// each other).
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { publicationLink, type Manuscript, type Publication } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import {
  publicationApplicationMachine, publicationAutosaveMachine, type PickedFile, type SaveDraftRequest, type SubmitRequest, type WatchUpdatesInput,
} from '../../../machines/publication-application';
import { searchMembers } from '../../api/network';
import * as api from '../../api/publications';

/** The member's own applications (all at once: a member has a handful). */
export const myPublicationsLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async () => {
      const rows = await api.mine();
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

type NotificationList = { context: { items: { notification_id: number; notification_link?: string | null }[] } };

/**
 * Listens to the member's live notifications (the long-lived notifications actor, passed in as
 * `updates`): a new one linking to this application means a reviewer changed it.
 */
function watchNotifications(input: WatchUpdatesInput, refresh: () => void): () => void {
  const source = input.updates as AnyActorRef | null;
  if (!source) return () => {};
  const link = publicationLink(input.publicationId);
  const seen = new Set((source.getSnapshot() as NotificationList).context.items.map((n) => n.notification_id));
  const sub = source.subscribe((snapshot: NotificationList) => {
    const fresh = snapshot.context.items.filter((n) => !seen.has(n.notification_id));
    for (const n of fresh) seen.add(n.notification_id);
    if (fresh.some((n) => n.notification_link === link)) refresh();
  });
  return () => sub.unsubscribe();
}

/** The author's application: a new one is created on the server first, so a reload resumes it. */
export const publicationApplicationLogic = publicationApplicationMachine.provide({
  actors: {
    loadPublication: fromPromise<Publication, { publicationId: number | null }>(({ input }) =>
      (input.publicationId === null ? api.create() : api.get(input.publicationId))),
    uploadManuscript: fromPromise<Manuscript, { file: PickedFile }>(({ input }) => api.uploadManuscript(input.file as File)),
    submitPublication: fromPromise<Publication, SubmitRequest>(({ input }) => api.submit(input.publicationId, input.values, input.comment)),
    watchUpdates: fromCallback<{ type: 'publication.refresh' }, WatchUpdatesInput>(({ input, sendBack }) => watchNotifications(input, () => sendBack({ type: 'publication.refresh' }))),
    autosave: publicationAutosaveMachine.provide({
      actors: { saveDraft: fromPromise<unknown, SaveDraftRequest>(({ input }) => api.saveDraft(input.publicationId, input.values)) },
    }),
  },
});

/** Members to link as co-authors: the directory searched by name or username (nothing until something is typed). */
export const memberLookupLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      if (!input.search.trim()) return { rows: [], total: 0, pages: 0 };
      const { data } = await searchMembers({ page: 1, limit: 5, search: input.search });
      return { rows: data, total: data.length, pages: 1 };
    }),
  },
});
