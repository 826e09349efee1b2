import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { chatPathModel, newConversationPathModel } from './chat.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));

describe('chatMachine transitions', () => {
  const cases = transitionPaths(chatPathModel.machine, chatPathModel.events);
  const reached = reachableStates(chatPathModel.machine, chatPathModel.events);

  it('reaches every state of every region, and QA has a description of each reachable state', () => {
    for (const state of reached) expect(chatPathModel.screens[state], state).toBeDefined();
    const regionStates = (region: 'list' | 'thread' | 'composer') => new Set(reached
      .map((s) => JSON.parse(s) as unknown)
      .filter((v): v is { ready: Record<string, unknown> } => typeof v === 'object' && v !== null)
      .map((v) => JSON.stringify(v.ready[region])));
    expect([...regionStates('list')].sort()).toEqual(['"idle"', '"refreshing"']);
    expect([...regionStates('thread')].sort()).toEqual(['"failed"', '"loading"', '"none"', '{"ready":"idle"}', '{"ready":"loadingEarlier"}']);
    expect([...regionStates('composer')].sort()).toEqual(['"editing"', '"idle"', '"saving"', '"sending"']);
    expect(reached).toContain('"failed"');
  });

  it('takes every transition of every region somewhere', () => {
    const regionMoves = new Set(cases.map((c) => c.steps.at(-1)!.type));
    expect([...regionMoves].sort()).toEqual(Object.keys(chatPathModel.actions).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(chatPathModel.machine.provide({
      actors: { loadConversations: pending, loadMessages: pending, sendMessage: pending, editMessage: pending } as never,
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
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
