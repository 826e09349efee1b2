import type { AnyEventObject } from 'xstate';
import { withInput } from '../../tests/paths/with-input';
import { adminListMachine } from './admin-list.machine';

const row = { user_id: 7, username: 'ada', enabled: true };

export const adminListPathModel = {
  name: 'admin-list',
  machine: withInput(adminListMachine, { idField: 'user_id' }),
  events: [
    { type: 'list.search', search: 'ada' },
    { type: 'list.filter', filters: { enabled: false } },
    { type: 'list.sort', field: 'username' },
    { type: 'list.page', page: 2 },
    { type: 'list.pageSize', limit: 50 },
    { type: 'list.reload' },
    { type: 'list.retry' },
    { type: 'list.toggle', id: 7 },
    { type: 'list.togglePage' },
    { type: 'list.dismissError' },
    { type: 'xstate.done.actor.loadPage', output: { rows: [row], total: 60, pages: 3 } },
    { type: 'xstate.error.actor.loadPage', error: new Error('Request failed with status code 500') },
    { type: 'xstate.after.searchDebounce.adminList.debouncing' },
  ] as AnyEventObject[],
  screens: {
    '"loading"': 'the table shows "Loading…" over the rows; search, filters and paging stay usable',
    '"debouncing"': 'the search box shows what was typed; the list waits a moment before searching',
    '"ready"': 'the rows of the page with "Showing 1–25 of N", sortable headers, page buttons and row checkboxes',
    '"failed"': 'an error box with the reason and "Try again"',
  },
  actions: {
    'list.search': 'Type in the search box',
    'list.filter': 'Choose a filter (enabled, role)',
    'list.sort': 'Click a column header to sort',
    'list.page': 'Go to another page',
    'list.pageSize': 'Choose another page size (25, 50, 100)',
    'list.reload': 'An action on the list finishes (the page reloads)',
    'list.retry': 'Click "Try again"',
    'list.toggle': 'Tick a row checkbox',
    'list.togglePage': 'Tick the header checkbox (the whole page)',
    'list.dismissError': 'Close the error',
    'xstate.done.actor.loadPage': 'The page arrives',
    'xstate.error.actor.loadPage': 'Loading the page fails',
    'xstate.after.searchDebounce.adminList.debouncing': 'Stop typing for a moment',
  },
};
