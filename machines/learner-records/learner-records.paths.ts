import type { AnyEventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { learnerRecordsMachine } from './learner-records.machine';

const machine = withInput(learnerRecordsMachine, {});

export const learnerRecordsPathModel = {
  name: 'learner-records (My progress, Study and assessments)',
  machine,
  events: [
    { type: 'records.retry' },
    { type: 'records.showAll', on: true },
    { type: 'xstate.done.actor.loadRecords', output: { statistics: { stats: [], scores: [] }, profile: { assessments: [], study: null } } },
    { type: 'xstate.error.actor.loadRecords', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: stateDescriptions(machine),
  actions: {
    'records.retry': 'Press Try again',
    'records.showAll': 'Tick "Show detailed statistics"',
    'xstate.done.actor.loadRecords': 'Your statistics, assessments and study details arrive',
    'xstate.error.actor.loadRecords': 'Loading them fails (the server is down)',
  },
};
