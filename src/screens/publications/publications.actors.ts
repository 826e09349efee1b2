// The publications area's machines wired to their real effects (ARCHITECTURE: per-area wiring).
// Screens of this area take logic from here and never import src/api themselves. The Admin
// Center's review queue is wired in src/app/publication-review-logic.ts (screens never import
// each other).
import { fromPromise } from 'xstate';
import type { Manuscript, Publication } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import {
  publicationApplicationMachine, publicationAutosaveMachine, type PickedFile, type SaveDraftRequest, type SubmitRequest,
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
