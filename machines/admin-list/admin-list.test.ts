import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminListMachine, SEARCH_DEBOUNCE_MS, type ListQueryState, type PageResult } from './admin-list.machine';
import {
  selectError, selectIsLoading, selectPage, selectPageSelection, selectRange, selectRows, selectSearchDraft, selectSelected,
  selectSortField, selectSortOrder, selectTotal, selectTotalCapped,
} from './admin-list.selectors';

const people = Array.from({ length: 120 }, (_, i) => ({ user_id: i + 1, username: `user${i + 1}`, enabled: true }));

function fakeApi(fail = 0) {
  const calls: ListQueryState[] = [];
  let failures = fail;
  const loadPage = vi.fn(async (q: ListQueryState): Promise<PageResult> => {
    calls.push(q);
    if (failures > 0) {
      failures -= 1;
      throw new Error('Request failed with status code 500');
    }
    const matching = people.filter((p) => p.username.includes(q.search));
    const rows = matching.slice((q.page - 1) * q.limit, q.page * q.limit);
    return { rows, total: matching.length, pages: Math.ceil(matching.length / q.limit) };
  });
  return { calls, loadPage };
}

function start(fail = 0) {
  const api = fakeApi(fail);
  const actor = createActor(adminListMachine.provide({ actors: { loadPage: fromPromise(({ input }) => api.loadPage(input)) } }), {
    input: { idField: 'user_id' },
  }).start();
  return { actor, ...api };
}

afterEach(() => vi.useRealTimers());

describe('adminListMachine', () => {
  it('loads the first page of 25 on start, newest first', async () => {
    const { actor, calls } = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls[0]).toEqual({ page: 1, limit: 25, search: '', filters: {}, sortField: null, sortOrder: 'desc' });
    expect(selectRows(actor.getSnapshot())).toHaveLength(25);
    expect(selectTotal(actor.getSnapshot())).toBe(120);
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 1, to: 25 });
  });

  it('keeps whether the total is capped (a lower bound) from each page, so a later exact total clears it', async () => {
    const answers: PageResult[] = [
      { rows: people.slice(0, 25), total: 100, pages: 4, totalCapped: true },
      { rows: people.slice(0, 1), total: 1, pages: 1 },
    ];
    const actor = createActor(adminListMachine.provide({ actors: { loadPage: fromPromise(async () => answers.shift()!) } }), {
      input: { idField: 'user_id' },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTotal(actor.getSnapshot())).toBe(100);
    expect(selectTotalCapped(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('ready') && selectTotal(s) === 1);
    expect(selectTotalCapped(actor.getSnapshot())).toBe(false);
  });

  it('moves between pages within range and changes the page size back to page 1', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.page', page: 5 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 101, to: 120 });
    actor.send({ type: 'list.page', page: 6 }); // past the last page: ignored
    actor.send({ type: 'list.page', page: 0 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'list.pageSize', limit: 50 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.at(-1)).toMatchObject({ page: 1, limit: 50 });
    actor.send({ type: 'list.pageSize', limit: 7 }); // not offered
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(3);
  });

  it('debounces search: only the last text is loaded, from page 1', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'list.page', page: 2 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'list.search', search: 'user1' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    actor.send({ type: 'list.search', search: 'user11' });
    expect(selectSearchDraft(actor.getSnapshot())).toBe('user11');
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    expect(calls).toHaveLength(2); // the timer restarted with the second keystroke
    vi.advanceTimersByTime(50);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(calls).toHaveLength(3);
    expect(calls[2]).toMatchObject({ search: 'user11', page: 1 });
    expect(selectRows(actor.getSnapshot()).map((r) => r.username)).toEqual(['user11', 'user110', 'user111', 'user112', 'user113', 'user114', 'user115', 'user116', 'user117', 'user118', 'user119']);
  });

  it('sorts ascending on a new column and flips on the same one', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.sort', field: 'email' });
    expect([selectSortField(actor.getSnapshot()), selectSortOrder(actor.getSnapshot())]).toEqual(['email', 'asc']);
    actor.send({ type: 'list.sort', field: 'email' });
    expect(selectSortOrder(actor.getSnapshot())).toBe('desc');
    actor.send({ type: 'list.sort', field: 'username' });
    expect(selectSortOrder(actor.getSnapshot())).toBe('asc');
    await waitFor(actor, (s) => s.matches('ready'));
    // Each change dropped the load before it: only the last query's answer counts.
    expect(calls.at(-1)).toMatchObject({ sortField: 'username', sortOrder: 'asc', page: 1 });
  });

  it('filters from page 1 and clears the selection', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.toggle', id: 3 });
    actor.send({ type: 'list.filter', filters: { enabled: false, roles: 5 } });
    expect(selectSelected(actor.getSnapshot())).toEqual([]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.at(-1)).toMatchObject({ filters: { enabled: false, roles: 5 }, page: 1 });
  });

  it('selects rows one by one and the whole page, keeping choices on other pages', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.toggle', id: 2 });
    actor.send({ type: 'list.toggle', id: 3 });
    actor.send({ type: 'list.toggle', id: 2 });
    expect(selectSelected(actor.getSnapshot())).toEqual([3]);
    expect(selectPageSelection(actor.getSnapshot())).toBe('some');
    actor.send({ type: 'list.togglePage' });
    expect(selectSelected(actor.getSnapshot())).toHaveLength(25);
    expect(selectPageSelection(actor.getSnapshot())).toBe('all');
    actor.send({ type: 'list.page', page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectPageSelection(actor.getSnapshot())).toBe('none');
    actor.send({ type: 'list.togglePage' });
    expect(selectSelected(actor.getSnapshot())).toHaveLength(50);
    actor.send({ type: 'list.togglePage' });
    expect(selectSelected(actor.getSnapshot())).toHaveLength(25);
    actor.send({ type: 'list.clearSelection' });
    expect(selectSelected(actor.getSnapshot())).toEqual([]);
  });

  it('patches one row in place after an edit', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.patchRow', row: { user_id: 2, enabled: false } });
    expect(selectRows(actor.getSnapshot())[1]).toEqual({ user_id: 2, username: 'user2', enabled: false });
    expect(calls).toHaveLength(1);
  });

  it('keeps the error, and retries the same query', async () => {
    const { actor, calls } = start(1);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectError(actor.getSnapshot())).toBe('Request failed with status code 500');
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(calls[1]).toEqual(calls[0]);
    expect(selectPage(actor.getSnapshot())).toBe(1);
  });

  it('reloads the current page on request (after a bulk action)', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.page', page: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.at(-1)).toMatchObject({ page: 3 });
  });
});
