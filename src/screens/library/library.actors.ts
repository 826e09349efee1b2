// The library area's wiring (issue 12; docs/decisions/0035): the saved list (admin-list machine,
// filter `type`), My library (machines/my-library) and the file fetch for previews.
import { fromPromise } from 'xstate';
import type { LibraryDocument, LibraryResponse, SavedItemType } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { myLibraryMachine, type UploadRequest } from '../../../machines/my-library';
import { fetchFileBlob } from '../../api/files';
import { loadLibrary, removeFromLibrary, uploadToLibrary } from '../../api/member-home';
import { listSaved } from '../../api/saved';

/** The member's saved items, all at once (a member saves tens, not thousands); filter `type`. */
export const savedListLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const rows = await listSaved((input.filters as { type?: SavedItemType }).type);
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

export const myLibraryLogic = myLibraryMachine.provide({
  actors: {
    loadLibrary: fromPromise<LibraryResponse, void>(() => loadLibrary()),
    upload: fromPromise<LibraryDocument, UploadRequest>(({ input }) => uploadToLibrary(input.file as File, input.kind, input.title)),
    remove: fromPromise<unknown, { document_id: number }>(({ input }) => removeFromLibrary(input.document_id)),
  },
});

/** Previews fetch the file as a blob (GET multimedia/files/{name}); a failure falls back to a link. */
export const fetchPreviewBlob = fetchFileBlob;
