import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { eventEditorPathModel } from './event-editor.paths';

const cases = transitionPaths(eventEditorPathModel.machine, eventEditorPathModel.events);

describe('eventEditorMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"editing" --editor.submit--> "saving"',
      '"failed" --editor.edit--> "editing"',
      '"failed" --editor.submit--> "editing"',
      '"failed" --editor.submit--> "saving"',
      '"saved" --editor.edit--> "editing"',
      '"saved" --editor.submit--> "editing"',
      '"saved" --editor.submit--> "saving"',
      '"saving" --xstate.done.actor.save--> "saved"',
      '"saving" --xstate.error.actor.save--> "failed"',
    ]);
    expect(reachableStates(eventEditorPathModel.machine, eventEditorPathModel.events)).toEqual(Object.keys(eventEditorPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(eventEditorPathModel.machine.provide({ actors: { save: fromPromise(() => new Promise<{ event_id: number }>(() => {})) } })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
