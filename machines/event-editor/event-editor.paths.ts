import type { EventObject } from 'xstate';
import { eventEditorMachine } from './event-editor.machine';

export const eventEditorPathModel = {
  name: 'event-editor',
  machine: eventEditorMachine,
  events: [
    { type: 'editor.submit', payload: { title: 'Demo day' }, fieldErrors: {} },
    { type: 'editor.submit', payload: {}, fieldErrors: { title: 'Too small: expected string to have >=1 characters' } },
    { type: 'editor.edit' },
    { type: 'xstate.done.actor.save', output: { event_id: 42 } },
    { type: 'xstate.error.actor.save', error: new Error('ends_at must not be before starts_at.') },
  ] as EventObject[],
  screens: {
    '"editing"': 'the event form, ready (field messages under their fields after an invalid submit)',
    '"saving"': 'the form with its save button busy',
    '"saved"': 'the saved event (create: its manage page; edit: the refreshed header)',
    '"failed"': 'the form with the server’s message next to it',
  },
  actions: {
    'editor.submit': 'Fill in the event and save it (with an empty title: the field says so and nothing is sent)',
    'editor.edit': 'Change a field',
    'xstate.done.actor.save': 'The server saves the event',
    'xstate.error.actor.save': 'The server refuses it (400)',
  },
};
