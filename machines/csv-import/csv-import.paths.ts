import type { AnyEventObject } from 'xstate';
import { withInput } from '../../tests/paths/with-input';
import { csvImportMachine } from './csv-import.machine';

const text = 'username,email,firstName\nada,ada@example.org,Ada\n';
const file = { name: 'members.csv', size: text.length, text: async () => text };
const row = { row: 2, values: { username: 'ada', email: 'ada@example.org', firstName: 'Ada', lastName: '', roles: '' }, errors: [],
  item: { username: 'ada', email: 'ada@example.org', firstName: 'Ada', lastName: '' } };

export const csvImportPathModel = {
  name: 'csv-import',
  machine: withInput(csvImportMachine, { roles: [] }),
  events: [
    { type: 'csv.choose', file },
    { type: 'csv.import' },
    { type: 'csv.reset' },
    { type: 'xstate.done.actor.parseCsv', output: { ok: true, rows: [row] } },
    { type: 'xstate.done.actor.parseCsv', output: { ok: false, error: 'The file needs the columns username, email, firstName. Missing: email.' } },
    { type: 'xstate.error.actor.parseCsv', error: new Error('NotReadableError') },
    { type: 'xstate.done.actor.checkExisting', output: { usernames: [], emails: [] } },
    { type: 'xstate.error.actor.checkExisting', error: new Error('Network Error') },
    { type: 'xstate.done.actor.importUsers', output: 1 },
    { type: 'xstate.error.actor.importUsers', error: Object.assign(new Error('1 of 1 users could not be created.'), { errors: [{ index: 0, message: 'This username is taken.' }] }) },
  ] as AnyEventObject[],
  screens: {
    '"choosing"': 'the import dialog with a file input and the expected columns; a refused file shows why',
    '"parsing"': 'the dialog shows "Reading the file…"',
    '"checking"': 'the dialog shows "Checking for existing members…"',
    '"preview"': 'a table of the rows with their reasons, "N rows ready, M with errors" and "Import N members"',
    '"importing"': 'the dialog shows "Importing…" and the buttons are disabled',
    '"done"': 'the dialog shows "N members created." and a success toast appears',
  },
  actions: {
    'csv.choose': 'Choose a CSV file',
    'csv.import': 'Click "Import N members"',
    'csv.reset': 'Click "Choose another file" (or "Import another file")',
    'xstate.done.actor.parseCsv': 'The file is read',
    'xstate.error.actor.parseCsv': 'The file cannot be read',
    'xstate.done.actor.checkExisting': 'The API host says which members exist: their rows are marked "The username … is already taken."',
    'xstate.error.actor.checkExisting': 'The check fails: the preview opens with a note that existing members will be refused on import',
    'xstate.done.actor.importUsers': 'The members are created',
    'xstate.error.actor.importUsers': 'The API host refuses some rows (nothing is created)',
  },
};
