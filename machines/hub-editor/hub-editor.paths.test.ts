import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { hubEditorPathModel, hubPreviewPathModel } from './hub-editor.paths';
import { hubPreviewMachine } from './hub-preview.machine';

const pending = fromPromise(() => new Promise<never>(() => {}));
const preview = hubPreviewMachine.provide({ actors: { resolvePreview: pending } } as never);

describe('hubEditorMachine transitions', () => {
  const model = hubEditorPathModel;
  const cases = transitionPaths(model.machine, model.events);

  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --editor.retry--> "loading"',
      '"loading" --xstate.done.actor.0.hubEditor.loading--> {"editing":"idle"}',
      '"loading" --xstate.error.actor.0.hubEditor.loading--> "failed"',
      '{"editing":"idle"} --editor.save--> {"editing":"saving"}',
      '{"editing":"saving"} --xstate.done.actor.0.hubEditor.editing.saving--> {"editing":"idle"}',
      '{"editing":"saving"} --xstate.error.actor.0.hubEditor.editing.saving--> {"editing":"idle"}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadHubs: pending, saveHub: pending, hubPreview: preview } } as never)).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});

describe('hubPreviewMachine transitions', () => {
  const model = hubPreviewPathModel;
  const cases = transitionPaths(model.machine, model.events);

  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"empty" --preview.draft--> "invalid"',
      '"empty" --preview.draft--> "waiting"',
      '"failed" --preview.draft--> "invalid"',
      '"failed" --preview.draft--> "waiting"',
      '"invalid" --preview.draft--> "waiting"',
      '"loading" --preview.draft--> "invalid"',
      '"loading" --preview.draft--> "waiting"',
      '"loading" --xstate.done.actor.0.hubPreview.loading--> "shown"',
      '"loading" --xstate.error.actor.0.hubPreview.loading--> "failed"',
      '"shown" --preview.draft--> "invalid"',
      '"shown" --preview.draft--> "waiting"',
      '"waiting" --preview.draft--> "invalid"',
      '"waiting" --xstate.after.settle.hubPreview.waiting--> "loading"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { resolvePreview: pending } } as never)).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
