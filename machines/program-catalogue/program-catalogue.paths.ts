import type { AnyEventObject } from 'xstate';
import type { Program } from '../../contracts';
import { withInput } from '../../tests/paths/with-input';
import { programCatalogueMachine } from './program-catalogue.machine';

const program = {
  program_id: 7, program_name: 'Lab', program_description: '', program_category: 'product', program_image: null,
  start_date: null, end_date: null, is_published: true,
} as Program;

export const programCataloguePathModel = {
  name: 'program-catalogue',
  machine: withInput(programCatalogueMachine, {}),
  events: [
    { type: 'catalogue.type', search: 'fit' },
    { type: 'catalogue.search' },
    { type: 'catalogue.toggleCategory', category: 'product' },
    { type: 'catalogue.dates', start_date_from: '2026-01-01' },
    { type: 'catalogue.page', page: 2 },
    { type: 'catalogue.retry' },
    { type: 'xstate.done.actor.searchPrograms', output: { data: [program], metadata: { total: 9, page: 1, limit: 4, pages: 3 } } },
    { type: 'xstate.error.actor.searchPrograms', error: new Error('Request failed with status code 400') },
  ] as AnyEventObject[],
  screens: {
    '"loading"': 'the catalogue shows "Searching…"; search, dates and categories stay usable',
    '"ready"': 'the number of programs, one card per program (or "No programs match. Try fewer filters.") and the page buttons',
    '"failed"': '"The catalogue could not be loaded. Check the dates and try again."',
  },
  actions: {
    'catalogue.type': 'Type in "Search programs"',
    'catalogue.search': 'Press Enter in "Search programs"',
    'catalogue.toggleCategory': 'Tick or untick a category',
    'catalogue.dates': 'Choose a date in "Starts from" or "Starts until"',
    'catalogue.page': 'Press "Next page →" or "← Previous page"',
    'catalogue.retry': 'Try again',
    'xstate.done.actor.searchPrograms': 'The programs arrive',
    'xstate.error.actor.searchPrograms': 'The search fails (an invalid date range, or the server is down)',
  },
};
