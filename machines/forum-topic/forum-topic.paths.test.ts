import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { forumTopicPathModels } from './forum-topic.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));
const effects = { loadTopic: pending, postReply: pending, savePost: pending, suggest: pending } as never;

describe.each(forumTopicPathModels.map((m) => [m.name, m] as const))('%s', (_name, model) => {
  const cases = transitionPaths(model.machine, model.events);

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    const actor = createActor(model.machine.provide({ actors: effects })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|\b(topic|edit|mention)\.[a-z]|"\w+"$/);
  });

  it('stays small enough for a person to walk', () => {
    expect(cases.length).toBeGreaterThan(5);
    expect(cases.length).toBeLessThanOrEqual(40);
  });
});
