import type { EventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { memberHomeMachine } from './member-home.machine';

export const memberHomePathModel = {
  name: 'member-home',
  machine: memberHomeMachine,
  events: [
    { type: 'home.retry' },
    { type: 'home.refresh' },
    { type: 'xstate.done.actor.loadHome', output: { first_name: 'Maya' } },
    { type: 'xstate.error.actor.loadHome', error: new Error('Network Error') },
  ] as EventObject[],
  screens: stateDescriptions(memberHomeMachine),
  actions: {
    'home.retry': 'Press "Try again"',
    'home.refresh': 'Press Refresh',
    'xstate.done.actor.loadHome': 'The server answers with your dashboard',
    'xstate.error.actor.loadHome': 'The request fails (e.g. offline)',
  },
};
