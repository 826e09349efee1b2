// The publications area's machines wired to their real effects (ARCHITECTURE: per-area wiring).
// Screens of this area (and the Admin Center's Publications tab) take logic from here and never
// import src/api themselves.
import { fromPromise } from 'xstate';
import type { Manuscript, Publication, PublicationStatus } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import {
  publicationApplicationMachine, publicationAutosaveMachine, publicationReviewMachine,
  type PickedFile, type ReviewRequest, type SaveDraftRequest, type SubmitRequest,
} from '../../../machines/publication-application';
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

/** The review queue (administrators): waiting ones by default, or one status. */
export const reviewQueueLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const status = (input.filters as { status?: PublicationStatus }).status;
      const rows = await api.queue(status);
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

/** The author's application: a new one is created on the server first, so a reload resumes it. */
export const publicationApplicationLogic = publicationApplicationMachine.provide({
  actors: {
    loadPublication: fromPromise<Publication, { publicationId: number | null }>(({ input }) =>
      (input.publicationId === null ? api.create() : api.get(input.publicationId))),
    uploadManuscript: fromPromise<Manuscript, { file: PickedFile }>(({ input }) => api.uploadManuscript(input.file as File)),
    submitPublication: fromPromise<Publication, SubmitRequest>(({ input }) => api.submit(input.publicationId, input.values, input.comment)),
    autosave: publicationAutosaveMachine.provide({
      actors: { saveDraft: fromPromise<unknown, SaveDraftRequest>(({ input }) => api.saveDraft(input.publicationId, input.values)) },
    }),
  },
});

/** An administrator's review of one submission. */
export const publicationReviewLogic = publicationReviewMachine.provide({
  actors: {
    loadPublication: fromPromise<Publication, { publicationId: number }>(({ input }) => api.get(input.publicationId)),
    review: fromPromise<Publication, ReviewRequest>(({ input }) => api.review(input.publicationId, input.action, input.comment)),
  },
});
