import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { programPagePathModel } from './program-page.paths';

const model = programPagePathModel;
const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));
const actors = { loadProgram: pending, enrol: pending, unenrol: pending, saveProgress: pending, submitQuiz: pending };

const E = (progress: string, quiz: string) => JSON.stringify({ ready: { enrolled: { progress, quiz } } });

describe('programPageMachine transitions', () => {
  it('has a path for every state-changing transition, and few enough for a person to walk', () => {
    const names = cases.map((c) => c.name);
    expect(names).toContain('"loading" --xstate.error.actor.loadProgram--> "missing"');
    expect(names).toContain('"loading" --xstate.error.actor.loadProgram--> "failed"');
    expect(names).toContain(`${E('idle', 'idle')} --unit.visited--> ${E('saving', 'idle')}`);
    expect(names).toContain(`${E('idle', 'idle')} --unit.completed--> ${E('saving', 'idle')}`);
    expect(names).toContain(`${E('idle', 'idle')} --quiz.submit--> ${E('idle', 'submitting')}`);
    expect(names).toContain(`${E('saving', 'submitting')} --xstate.done.actor.submitQuiz--> ${E('saving', 'idle')}`);
    expect(names.some((n) => n.startsWith('"missing"'))).toBe(false); // a 404 is final: no Try again
    expect(cases.length).toBeLessThanOrEqual(40);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors } as never)).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
