import type { EventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { savedItemMachine } from './saved-item.machine';

export const savedItemPathModel = {
  name: 'saved-item',
  machine: withInput(savedItemMachine, { itemType: 'event', itemId: 7 }),
  events: [
    { type: 'saved.toggle' },
    { type: 'xstate.done.actor.checkSaved', output: true },
    { type: 'xstate.done.actor.checkSaved', output: false },
    { type: 'xstate.error.actor.checkSaved', error: new Error('Network Error') },
    { type: 'xstate.done.actor.save', output: {} },
    { type: 'xstate.error.actor.save', error: new Error('Event not found') },
    { type: 'xstate.done.actor.unsave', output: null },
    { type: 'xstate.error.actor.unsave', error: new Error('Network Error') },
  ] as EventObject[],
  screens: stateDescriptions(savedItemMachine),
  actions: {
    'saved.toggle': 'Press the Save / Saved button',
    'xstate.done.actor.checkSaved': 'The server says whether the item is saved',
    'xstate.error.actor.checkSaved': 'The check fails (offline): the button offers Save',
    'xstate.done.actor.save': 'The server keeps the saved item',
    'xstate.error.actor.save': 'The server refuses (e.g. the event was unpublished): the button goes back to Save and says why',
    'xstate.done.actor.unsave': 'The server removes it',
    'xstate.error.actor.unsave': 'The removal fails: the button goes back to Saved and says why',
  },
};
