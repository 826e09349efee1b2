import type { AnyEventObject } from 'xstate';
import { readinessJourneyMachine } from './readiness-journey.machine';

export const readinessJourneyPathModel = {
  name: 'readiness-journey',
  machine: readinessJourneyMachine,
  events: [
    { type: 'xstate.done.actor.loadJourney', output: { readiness: { active_phase: 'awakening', completed_phases: [], notes: {} }, modules: [] } },
    { type: 'xstate.error.actor.loadJourney', error: new Error('Request failed with status code 500') },
    { type: 'journey.retry' },
    { type: 'journey.complete', phase: 'awakening' },
    { type: 'journey.reopen', phase: 'awakening' },
    { type: 'xstate.done.actor.saveJourney' },
    { type: 'xstate.error.actor.saveJourney', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: {
    '"loading"': 'the page shows "Loading your journey…"',
    '"failed"': '"Your readiness journey could not be loaded." and a Try again button',
    '{"ready":"idle"}': 'the five phases, the current one marked "Current", the progress bar and "N of 5 phases done · current phase: …"',
    '{"ready":"saving"}': 'the change shows at once, " · Saving…" follows the phase count and the phase buttons are disabled',
  },
  actions: {
    'xstate.done.actor.loadJourney': 'The journey and its modules arrive',
    'xstate.error.actor.loadJourney': 'Loading the journey fails',
    'journey.retry': 'Press Try again',
    'journey.complete': 'Press "Mark Awakening done"',
    'journey.reopen': 'Press Reopen on a phase that is done',
    'xstate.done.actor.saveJourney': 'The journey is saved',
    'xstate.error.actor.saveJourney': 'Saving fails (the change is undone and the reason shows)',
  },
};
