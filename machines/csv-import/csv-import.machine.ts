// Bulk create of members from a CSV file (Admin Center → Users → Import CSV): choose a file,
// parse and check it (per-row reasons with spreadsheet row numbers), preview, import the valid
// rows in one createMany call (at most 1000 rows, so one all-or-nothing call), then a summary.
// Before the preview, the API host says which usernames and e-mails already have an account
// (one call for all rows), so those rows are marked instead of failing the import.
// Rows the API host refuses come back into the preview with the server's reasons.
import { assign, enqueueActions, fromPromise, setup, type AnyActorRef, type EventObject } from 'xstate';
import {
  CSV_MAX_BYTES, CSV_MESSAGES, markExisting, parseMembersCsv, type CsvParseResult, type CsvRow, type ExistingMembers, type ImportRole, type ImportUser,
} from './csv-rows';

/** What the screen hands over: a File fits (name, size, text()). */
export interface CsvFile {
  name: string;
  size: number;
  text: () => Promise<string>;
}

export interface CsvImportInput {
  /** Roles a "roles" column may name. */
  roles: ImportRole[];
  /** Optional: after members are created, these events go to another actor (the users list reloads), so no view effect remembers a creation. */
  onImported?: { to: AnyActorRef; events: EventObject[] } | null;
}

export interface CsvImportContext {
  roles: ImportRole[];
  onImported: { to: AnyActorRef; events: EventObject[] } | null;
  file: CsvFile | null;
  fileName: string | null;
  rows: CsvRow[];
  error: string | null;
  created: number;
}

export type CsvImportEvent =
  | { type: 'csv.choose'; file: CsvFile }
  | { type: 'csv.import' }
  | { type: 'csv.reset' };

type ImportError = Error & { errors?: { index: number; message: string }[] };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const validRows = (rows: CsvRow[]) => rows.filter((r) => r.item !== null);

export const csvImportMachine = setup({
  types: {
    input: {} as CsvImportInput,
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
  },
  actors: {
    /** Reads and checks the file (pure: papaparse and the contracts' rules). */
    parseCsv: fromPromise<CsvParseResult, { file: CsvFile; roles: ImportRole[] }>(async ({ input }) =>
      parseMembersCsv(await input.file.text(), input.roles)),
    /** Which of the valid rows' usernames and e-mails already have an account (one call). */
    checkExisting: fromPromise<ExistingMembers, { usernames: string[]; emails: string[] }>(async () => {
      throw new Error('checkExisting is not provided');
    }),
    /** Creates the members (POST global-user/users/createMany); resolves to how many were created. */
    importUsers: fromPromise<number, { items: ImportUser[] }>(async () => {
      throw new Error('importUsers is not provided');
    }),
  },
  guards: {
    tooLarge: ({ event }) => event.type === 'csv.choose' && event.file.size > CSV_MAX_BYTES,
    notCsv: ({ event }) => event.type === 'csv.choose' && !/\.(csv|txt)$/i.test(event.file.name),
    hasValidRows: ({ context }) => validRows(context.rows).length > 0,
  },
  actions: {
    notifyDone: () => {},
    tellImported: enqueueActions(({ context, enqueue }) => {
      if (!context.onImported || context.created === 0) return;
      for (const e of context.onImported.events) enqueue.sendTo(context.onImported.to, e);
    }),
  },
}).createMachine({
  id: 'csvImport',
  context: ({ input }) => ({ roles: input.roles, onImported: input.onImported ?? null, file: null, fileName: null, rows: [], error: null, created: 0 }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'csv.choose': [
          { guard: 'notCsv', actions: assign({ error: CSV_MESSAGES.notCsv, fileName: ({ event }) => event.file.name }) },
          { guard: 'tooLarge', actions: assign({ error: CSV_MESSAGES.tooLarge, fileName: ({ event }) => event.file.name }) },
          { target: 'parsing', actions: assign({ file: ({ event }) => event.file, fileName: ({ event }) => event.file.name, error: null, rows: [] }) },
        ],
      },
    },
    parsing: {
      tags: ['loading'],
      invoke: {
        id: 'parseCsv',
        src: 'parseCsv',
        input: ({ context }) => ({ file: context.file!, roles: context.roles }),
        onDone: [
          { guard: ({ event }) => !event.output.ok, target: 'choosing', actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.error), file: null }) },
          { target: 'checking', actions: assign({ rows: ({ event }) => (event.output.ok ? event.output.rows : []), file: null }) },
        ],
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => CSV_MESSAGES.unreadable(errorText(event.error)), file: null }) },
      },
    },
    checking: {
      tags: ['loading'],
      description: 'The dialog shows "Checking for existing members…".',
      invoke: {
        id: 'checkExisting',
        src: 'checkExisting',
        input: ({ context }) => ({
          usernames: validRows(context.rows).map((r) => r.item!.username),
          emails: validRows(context.rows).map((r) => r.item!.email),
        }),
        onDone: { target: 'preview', actions: assign({ rows: ({ context, event }) => markExisting(context.rows, event.output) }) },
        // The preview still opens; the import itself refuses existing members with their rows.
        onError: { target: 'preview', actions: assign({ error: ({ event }) => CSV_MESSAGES.checkFailed(errorText(event.error)) }) },
      },
    },
    preview: {
      on: {
        'csv.import': { guard: 'hasValidRows', target: 'importing', actions: assign({ error: null }) },
        'csv.reset': { target: 'choosing', actions: assign({ rows: [], fileName: null, error: null }) },
        'csv.choose': { target: 'choosing', reenter: true, actions: assign({ rows: [], fileName: null, error: null }) },
      },
    },
    importing: {
      tags: ['loading'],
      invoke: {
        id: 'importUsers',
        src: 'importUsers',
        input: ({ context }) => ({ items: validRows(context.rows).map((r) => r.item!) }),
        onDone: { target: 'done', actions: [assign({ created: ({ event }) => event.output }), 'tellImported'] },
        onError: {
          target: 'preview',
          actions: assign(({ context, event }) => {
            // The server's reasons are by position in the list sent: back to the file's rows.
            const sent = validRows(context.rows);
            const reasons = (event.error as ImportError).errors ?? [];
            const byRow = new Map<number, string[]>();
            for (const e of reasons) {
              const row = sent[e.index]?.row;
              if (row !== undefined) byRow.set(row, [...(byRow.get(row) ?? []), e.message]);
            }
            return {
              error: errorText(event.error),
              rows: context.rows.map((r) => (byRow.has(r.row) ? { ...r, item: null, errors: [...r.errors, ...byRow.get(r.row)!] } : r)),
            };
          }),
        },
      },
    },
    done: {
      entry: 'notifyDone',
      on: { 'csv.reset': { target: 'choosing', actions: assign({ rows: [], fileName: null, error: null, created: 0 }) } },
    },
  },
});
