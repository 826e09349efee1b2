// The hub editor's live preview (issue 12): each draft the editor sends waits a moment for more
// typing, then is resolved by the API host (POST /api/hubs/preview) and shown with the same
// section components as the hub page. A draft that does not validate is not sent.
import { assign, fromPromise, setup } from 'xstate';
import { hubUpdateSchema, type HubPreview, type HubUpdate } from '../../contracts';

export interface HubPreviewContext {
  draft: HubUpdate | null;
  preview: HubPreview | null;
  error: string | null;
}

export type HubPreviewEvent = { type: 'preview.draft'; draft: HubUpdate };

/** How long typing may pause before the preview is refreshed. */
export const PREVIEW_DELAY_MS = 400;

export const hubPreviewMachine = setup({
  types: {
    context: {} as HubPreviewContext,
    events: {} as HubPreviewEvent,
  },
  actors: {
    resolvePreview: fromPromise<HubPreview, HubUpdate>(async () => { throw new Error('resolvePreview is not provided'); }),
  },
  delays: { settle: PREVIEW_DELAY_MS },
  guards: {
    draftIsValid: ({ event }) => hubUpdateSchema.safeParse(event.draft).success,
  },
  actions: {
    keepDraft: assign({ draft: ({ event }) => event.draft }),
  },
}).createMachine({
  id: 'hubPreview',
  context: { draft: null, preview: null, error: null },
  initial: 'empty',
  on: {
    'preview.draft': [
      { guard: 'draftIsValid', target: '.waiting', actions: 'keepDraft', reenter: true },
      { target: '.invalid', actions: 'keepDraft' },
    ],
  },
  states: {
    empty: { description: 'The preview says "Preview appears here."' },
    waiting: {
      description: 'The last preview stays while typing continues.',
      after: { settle: 'loading' },
    },
    loading: {
      description: 'The preview shows "Updating preview…".',
      tags: ['loading'],
      invoke: {
        src: 'resolvePreview',
        input: ({ context }) => context.draft!,
        onDone: { target: 'shown', actions: assign({ preview: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    shown: { description: 'The draft rendered with the hub page\'s section components.' },
    invalid: { description: 'The last good preview with "Fix the highlighted fields to update the preview."' },
    failed: { description: 'The reason the preview could not be updated.' },
  },
});
