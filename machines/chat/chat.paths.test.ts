import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { chatComposerPathModel, chatPathModel, chatThreadPathModel, newConversationPathModel } from './chat.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));

const noop = fromCallback(() => {});
const stubs = { loadConversations: pending, loadMessages: pending, sendMessage: pending, editMessage: pending, connection: noop, thread: noop, composer: noop };

describe.each([chatPathModel, chatThreadPathModel, chatComposerPathModel])('$name transitions', (model) => {
  const cases = transitionPaths(model.machine, model.events);
  const reached = reachableStates(model.machine, model.events);

  it('stays small enough for a person to walk (at most 40 paths)', () => {
    expect(cases.length).toBeGreaterThan(3);
    expect(cases.length).toBeLessThanOrEqual(40);
  });

  it('describes every reachable state in plain words from the machine (no state JSON)', () => {
    for (const state of reached) {
      expect(model.screens[state], state).toBeDefined();
      expect(model.screens[state], state).not.toMatch(/[{}"]ready|^\{/);
      expect(model.screens[state]!.length, state).toBeGreaterThan(20);
    }
  });

  it('takes every event of the model somewhere, and says what each one is', () => {
    const moves = new Set(cases.map((c) => c.steps.at(-1)!.type));
    expect([...moves].sort()).toEqual(Object.keys(model.actions).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: stubs as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});

describe('the chat machines reach every state', () => {
  it('conversations: loading, failed, and each region\'s states', () => {
    const reached = reachableStates(chatPathModel.machine, chatPathModel.events);
    expect(reached).toEqual(expect.arrayContaining(['"loading"', '"failed"',
      '{"ready":{"list":"idle","thread":"none"}}', '{"ready":{"list":"refreshing","thread":"open"}}']));
  });
  it('thread: loading, failed, ready and loading earlier', () => {
    expect(reachableStates(chatThreadPathModel.machine, chatThreadPathModel.events))
      .toEqual(['"failed"', '"loading"', '{"ready":"idle"}', '{"ready":"loadingEarlier"}']);
  });
  it('composer: quiet, announced typing, sending, editing and saving', () => {
    expect(reachableStates(chatComposerPathModel.machine, chatComposerPathModel.events))
      .toEqual(['"editing"', '"saving"', '"sending"', '{"idle":"announced"}', '{"idle":"quiet"}']);
  });
});

describe('newConversationMachine transitions', () => {
  const cases = transitionPaths(newConversationPathModel.machine, newConversationPathModel.events);

  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toMatchInlineSnapshot(`
      [
        ""browsing" --starter.create--> "creating"",
        ""browsing" --starter.search--> "debouncing"",
        ""creating" --xstate.done.actor.createConversation--> "done"",
        ""creating" --xstate.error.actor.createConversation--> "browsing"",
        ""debouncing" --starter.create--> "creating"",
        ""debouncing" --starter.search--> "browsing"",
        ""debouncing" --xstate.after.searchDebounce.newConversation.debouncing--> "searching"",
        ""searching" --starter.create--> "creating"",
        ""searching" --starter.search--> "browsing"",
        ""searching" --starter.search--> "debouncing"",
        ""searching" --xstate.done.actor.searchPeople--> "browsing"",
        ""searching" --xstate.error.actor.searchPeople--> "browsing"",
      ]
    `);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(newConversationPathModel.machine, newConversationPathModel.events)).toEqual(Object.keys(newConversationPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(newConversationPathModel.machine.provide({
      actors: { searchPeople: pending, createConversation: pending } as never,
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
