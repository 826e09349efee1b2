import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { profileFormPathModel, typedProfileFormPathModel } from './profile-form.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));

function runCases(model: typeof profileFormPathModel) {
  const cases = transitionPaths(model.machine, model.events);
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadForm: pending, uploadFile: pending, saveForm: pending, deleteForm: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
  return cases;
}

describe('profileFormMachine transitions (individual profile)', () => {
  const cases = runCases(profileFormPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"editing" --profile.pickFile--> "uploading"',
      '"editing" --profile.save--> "saving"',
      '"loadFailed" --profile.retry--> "loading"',
      '"loading" --xstate.done.actor.loadForm--> "editing"',
      '"loading" --xstate.error.actor.loadForm--> "loadFailed"',
      '"saving" --xstate.done.actor.saveForm--> "editing"',
      '"saving" --xstate.error.actor.saveForm--> "editing"',
      '"uploading" --xstate.done.actor.uploadFile--> "editing"',
      '"uploading" --xstate.error.actor.uploadFile--> "editing"',
    ]);
    // An individual profile cannot be deleted: "deleting" and "deleted" are out of reach here.
    expect(reachableStates(profileFormPathModel.machine, profileFormPathModel.events)).toEqual(['"editing"', '"loadFailed"', '"loading"', '"saving"', '"uploading"']);
  });
});

describe('profileFormMachine transitions (a saved typed profile)', () => {
  const cases = runCases(typedProfileFormPathModel);
  it('reaches deleting and deleted', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"deleting" --xstate.done.actor.deleteForm--> "deleted"',
      '"deleting" --xstate.error.actor.deleteForm--> "editing"',
      '"editing" --profile.delete--> "deleting"',
      '"editing" --profile.save--> "saving"',
      '"loading" --xstate.done.actor.loadForm--> "editing"',
      '"saving" --xstate.done.actor.saveForm--> "editing"',
    ]);
  });
  it('together the two models reach every state the chart describes', () => {
    const reached = new Set([
      ...reachableStates(profileFormPathModel.machine, profileFormPathModel.events),
      ...reachableStates(typedProfileFormPathModel.machine, typedProfileFormPathModel.events),
    ]);
    expect([...reached].sort()).toEqual(Object.keys(profileFormPathModel.screens).sort());
  });
});
