import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { csvImportPathModel } from './csv-import.paths';

const cases = transitionPaths(csvImportPathModel.machine, csvImportPathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('csvImportMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"checking" --xstate.done.actor.checkExisting--> "preview"',
      '"checking" --xstate.error.actor.checkExisting--> "preview"',
      '"choosing" --csv.choose--> "parsing"',
      '"done" --csv.reset--> "choosing"',
      '"importing" --xstate.done.actor.importUsers--> "done"',
      '"importing" --xstate.error.actor.importUsers--> "preview"',
      '"parsing" --xstate.done.actor.parseCsv--> "checking"',
      '"parsing" --xstate.done.actor.parseCsv--> "choosing"',
      '"parsing" --xstate.error.actor.parseCsv--> "choosing"',
      '"preview" --csv.choose--> "choosing"',
      '"preview" --csv.import--> "importing"',
      '"preview" --csv.reset--> "choosing"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(csvImportPathModel.machine, csvImportPathModel.events)).toEqual(Object.keys(csvImportPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(csvImportPathModel.machine.provide({ actors: { parseCsv: pending, checkExisting: pending, importUsers: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
