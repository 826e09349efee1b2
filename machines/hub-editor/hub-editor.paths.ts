import type { AnyEventObject } from 'xstate';
import type { HubSummary } from '../../contracts';
import { withInput } from '../../tests/paths/with-input';
import { hubEditorMachine } from './hub-editor.machine';
import { hubPreviewMachine } from './hub-preview.machine';

export const PATH_HUBS: HubSummary[] = [
  { hub_id: 1, slug: 'funding-hub', path: '/funding-hub', title: 'Funding Hub', intro: 'Money.', visibility: 'members',
    sections: [{ id: 'about', kind: 'rich-text', title: 'About', params: { body: 'Hi' } }] },
  { hub_id: 2, slug: 'investor-hub', path: '/investor-hub', title: 'Investor Hub', intro: '', visibility: 'public', sections: [] },
];

export const hubEditorPathModel = {
  name: 'hub-editor',
  machine: withInput(hubEditorMachine, { slug: 'funding-hub' }),
  events: [
    { type: 'xstate.done.actor.0.hubEditor.loading', output: PATH_HUBS },
    { type: 'xstate.error.actor.0.hubEditor.loading', error: new Error('Network Error') },
    { type: 'editor.retry' },
    { type: 'editor.select', slug: 'investor-hub' },
    { type: 'editor.change', change: { op: 'add', kind: 'content-list' } },
    { type: 'editor.change', change: { field: 'title', value: '' } },
    { type: 'editor.discard' },
    { type: 'editor.save' },
    { type: 'xstate.done.actor.0.hubEditor.editing.saving', output: PATH_HUBS[0] },
    { type: 'xstate.error.actor.0.hubEditor.editing.saving', error: new Error('Only administrators can edit hubs.') },
  ] as AnyEventObject[],
  screens: {
    '"loading"': 'the Hubs tab shows "Loading hubs…"',
    '"failed"': 'the reason the hubs could not be loaded and a Try again button',
    '{"editing":"idle"}': 'the hub picker, the form with its sections (Up, Down, Remove, settings), Add section, Save, and the live preview; invalid fields show their message',
    '{"editing":"saving"}': 'Save reads "Saving…"; afterwards "Saved." or the server\'s reason is shown',
  },
  actions: {
    'xstate.done.actor.0.hubEditor.loading': 'The hubs arrive (the one named in ?hub= is opened)',
    'xstate.error.actor.0.hubEditor.loading': 'Loading the hubs fails',
    'editor.retry': 'Press Try again',
    'editor.select': 'Choose another hub in "Hub"',
    'editor.change': 'Edit the title, intro or visibility, or add, move, remove or configure a section',
    'editor.discard': 'Press Discard changes',
    'editor.save': 'Press Save',
    'xstate.done.actor.0.hubEditor.editing.saving': 'The hub is saved',
    'xstate.error.actor.0.hubEditor.editing.saving': 'Saving fails',
  },
};

export const hubPreviewPathModel = {
  name: 'hub-preview',
  machine: hubPreviewMachine,
  events: [
    { type: 'preview.draft', draft: { title: 'Funding Hub', intro: '', visibility: 'members', sections: [] } },
    { type: 'preview.draft', draft: { title: '', intro: '', visibility: 'members', sections: [] } },
    { type: 'xstate.after.settle.hubPreview.waiting' },
    { type: 'xstate.done.actor.0.hubPreview.loading', output: { intro_html: '', sections: [] } },
    { type: 'xstate.error.actor.0.hubPreview.loading', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: {
    '"empty"': 'the preview says "Preview appears here."',
    '"waiting"': 'the previous preview stays while the admin keeps typing',
    '"loading"': 'the preview shows "Updating preview…"',
    '"shown"': 'the draft rendered with the hub page\'s own section components',
    '"invalid"': 'the last good preview with "Fix the highlighted fields to update the preview."',
    '"failed"': 'the reason the preview could not be updated',
  },
  actions: {
    'preview.draft': 'Change anything in the form',
    'xstate.after.settle.hubPreview.waiting': 'Stop typing for a moment',
    'xstate.done.actor.0.hubPreview.loading': 'The preview arrives',
    'xstate.error.actor.0.hubPreview.loading': 'The preview fails',
  },
};
