// The Admin Center's Hubs tab wired to its real effects (issue 12; decision 0033): the hub editor
// with its live-preview child, over src/api/hubs.ts. The tab never imports the API itself.
import { fromPromise } from 'xstate';
import type { HubPreview, HubSummary, HubUpdate } from '../../../contracts';
import { hubEditorMachine, hubPreviewMachine } from '../../../machines/hub-editor';
import { listHubs, previewHub, saveHub } from '../../api/hubs';

export const hubEditorLogic = hubEditorMachine.provide({
  actors: {
    loadHubs: fromPromise<HubSummary[], void>(() => listHubs()),
    saveHub: fromPromise<HubSummary, { slug: string; draft: HubUpdate }>(({ input }) => saveHub(input.slug, input.draft)),
    hubPreview: hubPreviewMachine.provide({
      actors: { resolvePreview: fromPromise<HubPreview, HubUpdate>(({ input }) => previewHub(input)) },
    }),
  },
});
