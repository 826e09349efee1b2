import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { csvImportMachine, type CsvFile } from './csv-import.machine';
import { selectCreated, selectError, selectInvalidCount, selectRows, selectStep, selectValidCount } from './csv-import.selectors';
import { CSV_MESSAGES, type ExistingMembers, type ImportUser } from './csv-rows';

const roles = [{ role_id: 3, role_name: 'volunteer', display_name: 'Volunteer' }];
const file = (text: string, name = 'members.csv', size = text.length): CsvFile => ({ name, size, text: async () => text });
const csv = 'username,email,firstName,lastName,roles\nada,ada@example.org,Ada,Lovelace,volunteer\nbad,nope,B,,\nbob,bob@example.org,Bob,,\n';

function start(
  importUsers: (items: ImportUser[]) => Promise<number> = async (items) => items.length,
  checkExisting: (q: { usernames: string[]; emails: string[] }) => Promise<ExistingMembers> = async () => ({ usernames: [], emails: [] }),
) {
  const send = vi.fn(importUsers);
  const check = vi.fn(checkExisting);
  const notifyDone = vi.fn();
  const actor = createActor(csvImportMachine.provide({
    actors: { importUsers: fromPromise(({ input }) => send(input.items)), checkExisting: fromPromise(({ input }) => check(input)) },
    actions: { notifyDone },
  }), { input: { roles } }).start();
  return { actor, send, check, notifyDone };
}

describe('csvImportMachine', () => {
  it('tells the given actor once members are created (the users list reloads), not when nothing was created', async () => {
    const heard: string[] = [];
    const listActor = createActor(createMachine({ on: { 'list.reload': { actions: () => { heard.push('list.reload'); } } } })).start();
    const make = (created: number) => createActor(csvImportMachine.provide({
      actors: { importUsers: fromPromise(async () => created), checkExisting: fromPromise(async (): Promise<ExistingMembers> => ({ usernames: [], emails: [] })) },
    }), { input: { roles, onImported: { to: listActor, events: [{ type: 'list.reload' }] } } }).start();
    for (const created of [0, 2]) {
      const actor = make(created);
      actor.send({ type: 'csv.choose', file: file(csv) });
      await waitFor(actor, (s) => s.matches('preview'));
      actor.send({ type: 'csv.import' });
      await waitFor(actor, (s) => s.matches('done'));
    }
    expect(heard).toEqual(['list.reload']);
  });

  it('parses a file into a preview with valid rows and per-row errors', async () => {
    const { actor } = start();
    expect(selectStep(actor.getSnapshot())).toBe('choosing');
    actor.send({ type: 'csv.choose', file: file(csv) });
    expect(selectStep(actor.getSnapshot())).toBe('parsing');
    await waitFor(actor, (s) => s.matches('preview'));
    expect(selectValidCount(actor.getSnapshot())).toBe(2);
    expect(selectInvalidCount(actor.getSnapshot())).toBe(1);
    expect(selectRows(actor.getSnapshot())[1]).toMatchObject({ row: 3, errors: ['Enter a valid e-mail address.'], item: null });
  });

  it('marks rows of members who already exist before the preview (one check for all rows), and leaves them out of the import', async () => {
    const { actor, send, check } = start(undefined, async () => ({ usernames: ['ada'], emails: ['bob@example.org'] }));
    actor.send({ type: 'csv.choose', file: file(csv) });
    await waitFor(actor, (s) => s.matches('checking'));
    await waitFor(actor, (s) => s.matches('preview'));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith({ usernames: ['ada', 'bob'], emails: ['ada@example.org', 'bob@example.org'] });
    const rows = selectRows(actor.getSnapshot());
    expect(rows[0]).toMatchObject({ row: 2, item: null, errors: ['The username ada is already taken.'] });
    expect(rows[2]).toMatchObject({ row: 4, item: null, errors: ['An account with the e-mail bob@example.org already exists.'] });
    expect(selectValidCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'csv.import' });
    expect(selectStep(actor.getSnapshot())).toBe('preview');
    expect(send).not.toHaveBeenCalled();
  });

  it('opens the preview with a note when the check fails', async () => {
    const { actor } = start(undefined, async () => { throw new Error('Network Error'); });
    actor.send({ type: 'csv.choose', file: file(csv) });
    await waitFor(actor, (s) => s.matches('preview'));
    expect(selectError(actor.getSnapshot())).toBe(CSV_MESSAGES.checkFailed('Network Error'));
    expect(selectValidCount(actor.getSnapshot())).toBe(2);
  });

  it('imports only the valid rows in one call and shows the summary', async () => {
    const { actor, send, notifyDone } = start();
    actor.send({ type: 'csv.choose', file: file(csv) });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'csv.import' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(send).toHaveBeenCalledWith([
      { username: 'ada', email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', roles: [3] },
      { username: 'bob', email: 'bob@example.org', firstName: 'Bob', lastName: '' },
    ]);
    expect(selectCreated(actor.getSnapshot())).toBe(2);
    expect(notifyDone).toHaveBeenCalledTimes(1);
    actor.send({ type: 'csv.reset' });
    expect(selectStep(actor.getSnapshot())).toBe('choosing');
    expect(selectRows(actor.getSnapshot())).toEqual([]);
  });

  it('puts the server’s per-item reasons back on the file’s rows and lets the admin import the rest', async () => {
    let tries = 0;
    const { actor, send } = start(async (items) => {
      tries += 1;
      if (tries === 1) throw Object.assign(new Error('1 of 2 users could not be created.'), { errors: [{ index: 1, message: 'This username is taken.' }] });
      return items.length;
    });
    actor.send({ type: 'csv.choose', file: file(csv) });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'csv.import' });
    await waitFor(actor, (s) => s.matches('preview') && selectError(s) !== null);
    expect(selectError(actor.getSnapshot())).toBe('1 of 2 users could not be created.');
    expect(selectRows(actor.getSnapshot())[2]).toMatchObject({ row: 4, item: null, errors: ['This username is taken.'] });
    expect(selectValidCount(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'csv.import' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(send.mock.calls[1]![0].map((u) => u.username)).toEqual(['ada']);
  });

  it('refuses files that are too large, not CSV, lack columns or have too many rows, and stays on the choice', async () => {
    const { actor } = start();
    actor.send({ type: 'csv.choose', file: file(csv, 'members.xlsx') });
    expect(selectError(actor.getSnapshot())).toBe(CSV_MESSAGES.notCsv);
    actor.send({ type: 'csv.choose', file: file(csv, 'members.csv', 6 * 1024 * 1024) });
    expect(selectError(actor.getSnapshot())).toBe(CSV_MESSAGES.tooLarge);
    const big = ['username,email,firstName', ...Array.from({ length: 1500 }, (_, i) => `user${i},u${i}@example.org,U`)].join('\n');
    actor.send({ type: 'csv.choose', file: file(big) });
    await waitFor(actor, (s) => s.matches('choosing') && selectError(s) !== null);
    expect(selectError(actor.getSnapshot())).toBe(CSV_MESSAGES.tooManyRows(1500));
    actor.send({ type: 'csv.choose', file: file('name\nx\n') });
    await waitFor(actor, (s) => s.matches('choosing') && selectError(s) !== CSV_MESSAGES.tooManyRows(1500));
    expect(selectError(actor.getSnapshot())).toBe(CSV_MESSAGES.missingColumns(['username', 'email', 'firstName']));
  });

  it('does not import a file whose rows are all invalid', async () => {
    const { actor, send } = start();
    actor.send({ type: 'csv.choose', file: file('username,email,firstName\nx,y,\n') });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'csv.import' });
    expect(actor.getSnapshot().value).toBe('preview');
    expect(send).not.toHaveBeenCalled();
  });

  it('reports a file that cannot be read', async () => {
    const { actor } = start();
    actor.send({ type: 'csv.choose', file: { name: 'a.csv', size: 10, text: async () => { throw new Error('NotReadableError'); } } });
    await waitFor(actor, (s) => s.matches('choosing') && selectError(s) !== null);
    expect(selectError(actor.getSnapshot())).toBe(CSV_MESSAGES.unreadable('NotReadableError'));
  });
});
