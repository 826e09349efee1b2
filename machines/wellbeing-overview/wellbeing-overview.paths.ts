import type { EventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { wellbeingOverviewMachine } from './wellbeing-overview.machine';

export const wellbeingOverviewPathModel = {
  name: 'wellbeing-overview',
  machine: wellbeingOverviewMachine,
  events: [
    { type: 'check.start' },
    { type: 'check.submit', answers: [4, 3, 4, 4, 5] },
    { type: 'check.cancel' },
    { type: 'overview.retry' },
    { type: 'xstate.done.actor.loadOverview', output: { phases: [], learning: { programs_enrolled: 0, programs_completed: 0, assessments_completed: 0, scores: [] }, checks: [] } },
    { type: 'xstate.error.actor.loadOverview', error: new Error('Network Error') },
    { type: 'xstate.done.actor.saveCheck', output: { check_id: 1, answers: [4, 3, 4, 4, 5], score: 75, band: 'thriving', created_at: '2026-01-01T00:00:00.000Z' } },
    { type: 'xstate.error.actor.saveCheck', error: new Error('Network Error') },
  ] as EventObject[],
  screens: stateDescriptions(wellbeingOverviewMachine),
  actions: {
    'check.start': 'Press "Take the self-check"',
    'check.submit': 'Answer all five statements and press "Save result"',
    'check.cancel': 'Press Cancel',
    'overview.retry': 'Press "Try again"',
    'xstate.done.actor.loadOverview': 'The server answers with your overview',
    'xstate.error.actor.loadOverview': 'Loading fails (e.g. offline)',
    'xstate.done.actor.saveCheck': 'The server saves the result; it shows with its advice and tops the history',
    'xstate.error.actor.saveCheck': 'Saving fails; the answers stay with the reason',
  },
};
