import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { adminListPathModel } from './admin-list.paths';

const cases = transitionPaths(adminListPathModel.machine, adminListPathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('adminListMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"debouncing" --list.filter--> "loading"',
      '"debouncing" --list.pageSize--> "loading"',
      '"debouncing" --list.reload--> "loading"',
      '"debouncing" --list.sort--> "loading"',
      '"debouncing" --xstate.after.searchDebounce.adminList.debouncing--> "loading"',
      '"failed" --list.filter--> "loading"',
      '"failed" --list.pageSize--> "loading"',
      '"failed" --list.reload--> "loading"',
      '"failed" --list.retry--> "loading"',
      '"failed" --list.search--> "debouncing"',
      '"failed" --list.sort--> "loading"',
      '"loading" --list.search--> "debouncing"',
      '"loading" --xstate.done.actor.loadPage--> "ready"',
      '"loading" --xstate.error.actor.loadPage--> "failed"',
      '"ready" --list.filter--> "loading"',
      '"ready" --list.page--> "loading"',
      '"ready" --list.pageSize--> "loading"',
      '"ready" --list.reload--> "loading"',
      '"ready" --list.search--> "debouncing"',
      '"ready" --list.sort--> "loading"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(adminListPathModel.machine, adminListPathModel.events)).toEqual(Object.keys(adminListPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(adminListPathModel.machine.provide({ actors: { loadPage: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
