// /my-library (issue 12; docs/decisions/0035-saved-items-and-library.md): loads the member's
// documents and their programs' files; uploads a file (checked against the API host's types and
// limits before anything is sent, so a wrong type or an oversized file is refused at once with
// a clear message) and removes documents. Effects are supplied by wiring (library.actors.ts).
import { assign, fromPromise, setup } from 'xstate';
import {
  checkLibraryUpload, type LibraryDocument, type LibraryResponse, type UploadCandidate, type UploadKind,
} from '../../contracts';

export interface UploadRequest { file: UploadCandidate; kind: UploadKind; title: string }

export type MyLibraryEvent =
  | { type: 'library.retry' }
  | { type: 'library.upload'; file: UploadCandidate | null; title?: string }
  | { type: 'library.remove'; document_id: number };

export interface MyLibraryContext {
  library: LibraryResponse | null;
  /** The library could not be loaded. */
  error: string | null;
  /** Why the last upload or removal did not happen. */
  refusal: string | null;
  /** What just happened (uploaded, removed), for the live region. */
  notice: string | null;
  removing: number | null;
}

export const MY_LIBRARY_TEXT = {
  loadFailed: 'Your library could not be loaded.',
  uploadFailed: 'The upload failed. Try again.',
  removeFailed: 'The document could not be removed. Try again.',
  uploaded: (title: string) => `“${title}” is in your library.`,
  removed: (title: string) => `Removed “${title}” from your library.`,
} as const;

const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const titleOf = (file: UploadCandidate | null, title?: string) => (title?.trim() || file?.name.replace(/\.[^.]+$/, '') || 'Untitled').slice(0, 200);

export const myLibraryMachine = setup({
  types: { context: {} as MyLibraryContext, events: {} as MyLibraryEvent },
  actors: {
    loadLibrary: fromPromise<LibraryResponse, void>(async () => {
      throw new Error('loadLibrary is not provided');
    }),
    upload: fromPromise<LibraryDocument, UploadRequest>(async () => {
      throw new Error('upload is not provided');
    }),
    remove: fromPromise<unknown, { document_id: number }>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  actions: {
    clearMessages: assign({ refusal: null, notice: null }),
    refuseFile: assign({
      refusal: ({ event }) => {
        const check = checkLibraryUpload(event.type === 'library.upload' ? event.file : null);
        return check.ok ? null : check.message;
      },
      notice: null,
    }),
    markRemoving: assign({ removing: ({ event }) => (event.type === 'library.remove' ? event.document_id : null), refusal: null, notice: null }),
  },
  guards: {
    fileAcceptable: ({ event }) => event.type === 'library.upload' && checkLibraryUpload(event.file).ok,
  },
}).createMachine({
  id: 'myLibrary',
  context: { library: null, error: null, refusal: null, notice: null, removing: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'My library shows “Loading your library…”.',
      tags: ['loading'],
      invoke: {
        id: 'loadLibrary',
        src: 'loadLibrary',
        onDone: { target: 'ready', actions: assign({ library: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => message(event.error, MY_LIBRARY_TEXT.loadFailed) }) },
      },
    },
    failed: {
      description: 'My library says it could not load, with a Try again button.',
      on: { 'library.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Your documents and your programs’ files are listed, with the upload form.',
          on: {
            'library.upload': [
              { guard: 'fileAcceptable', target: 'uploading', actions: 'clearMessages' },
              { target: 'refused', actions: 'refuseFile' },
            ],
            'library.remove': { target: 'removing', actions: 'markRemoving' },
          },
        },
        uploading: {
          description: 'The upload button reads “Uploading…” and the form is disabled.',
          tags: ['busy'],
          invoke: {
            id: 'upload',
            src: 'upload',
            input: ({ event }) => {
              const e = event as Extract<MyLibraryEvent, { type: 'library.upload' }>;
              const check = checkLibraryUpload(e.file);
              return { file: e.file!, kind: check.ok ? check.kind : 'file', title: titleOf(e.file, e.title) };
            },
            onDone: {
              target: 'uploaded',
              actions: assign({
                library: ({ context, event }) => context.library && { ...context.library, documents: [event.output, ...context.library.documents] },
                notice: ({ event }) => MY_LIBRARY_TEXT.uploaded(event.output.title),
              }),
            },
            onError: { target: 'refused', actions: assign({ refusal: ({ event }) => message(event.error, MY_LIBRARY_TEXT.uploadFailed) }) },
          },
        },
        uploaded: {
          description: 'The new document is first in the list and the page says it is in your library.',
          on: {
            'library.upload': [
              { guard: 'fileAcceptable', target: 'uploading', actions: 'clearMessages' },
              { target: 'refused', actions: 'refuseFile' },
            ],
            'library.remove': { target: 'removing', actions: 'markRemoving' },
          },
        },
        removing: {
          description: 'The document’s Remove button reads “Removing…”.',
          tags: ['busy'],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ document_id: context.removing ?? 0 }),
            onDone: {
              target: 'idle',
              actions: assign({
                notice: ({ context }) => MY_LIBRARY_TEXT.removed(context.library?.documents.find((d) => d.document_id === context.removing)?.title ?? 'the document'),
                library: ({ context }) => context.library && { ...context.library, documents: context.library.documents.filter((d) => d.document_id !== context.removing) },
                removing: null,
              }),
            },
            onError: { target: 'refused', actions: assign({ refusal: ({ event }) => message(event.error, MY_LIBRARY_TEXT.removeFailed), removing: null }) },
          },
        },
        refused: {
          description: 'The upload form says why the file was refused (wrong type, too large, or the server’s reason).',
          on: {
            'library.upload': [
              { guard: 'fileAcceptable', target: 'uploading', actions: 'clearMessages' },
              { target: 'refused', actions: 'refuseFile' },
            ],
            'library.remove': { target: 'removing', actions: 'markRemoving' },
          },
        },
      },
    },
  },
});

