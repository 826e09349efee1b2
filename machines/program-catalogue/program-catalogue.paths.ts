import type { AnyEventObject } from 'xstate';
import type { Program } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { programCatalogueMachine } from './program-catalogue.machine';

const program = {
  program_id: 7, program_name: 'Lab', program_description: '', program_category: 'product', program_image: null,
  start_date: null, end_date: null, is_published: true,
} as Program;

const machine = withInput(programCatalogueMachine, { plan: { search: 'fit' } });

export const programCataloguePathModel = {
  name: 'program-catalogue',
  machine,
  events: [
    { type: 'catalogue.retry' },
    { type: 'xstate.done.actor.searchPrograms', output: { data: [program], metadata: { total: 9, page: 1, limit: 4, pages: 3 } } },
    { type: 'xstate.error.actor.searchPrograms', error: new Error('Request failed with status code 400') },
  ] as AnyEventObject[],
  screens: stateDescriptions(machine),
  actions: {
    'catalogue.retry': 'Press Try again',
    'xstate.done.actor.searchPrograms': 'The programs arrive',
    'xstate.error.actor.searchPrograms': 'The search fails (the server is down)',
  },
};
