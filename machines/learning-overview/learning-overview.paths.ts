import type { AnyEventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { learningOverviewMachine } from './learning-overview.machine';

export const learningOverviewPathModel = {
  name: 'learning-overview (/lxp and /7p)',
  machine: learningOverviewMachine,
  events: [
    { type: 'overview.retry' },
    { type: 'xstate.done.actor.loadOverview', output: { programs: [], enrolments: [] } },
    { type: 'xstate.error.actor.loadOverview', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: stateDescriptions(learningOverviewMachine),
  actions: {
    'overview.retry': 'Press Try again',
    'xstate.done.actor.loadOverview': 'Your programs and enrolments arrive',
    'xstate.error.actor.loadOverview': 'Loading them fails (the server is down)',
  },
};
