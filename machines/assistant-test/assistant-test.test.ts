import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AssistantAnswer, AssistantStatus } from '../../contracts';
import { assistantTestMachine, selectAssistantAnswer, selectAssistantError, selectAssistantStatus, selectAssistantView } from './assistant-test.machine';

const start = (status: AssistantStatus, ask: (prompt: string) => Promise<AssistantAnswer>) => createActor(assistantTestMachine.provide({
  actors: { loadStatus: fromPromise<AssistantStatus, void>(async () => status), ask: fromPromise<AssistantAnswer, string>(({ input }) => ask(input)) },
})).start();

describe('assistantTestMachine', () => {
  it('without a model it says so and sends nothing', async () => {
    const asked: string[] = [];
    const actor = start({ configured: false, model: null, message: 'No assistant model is configured on this server.' }, async (p) => { asked.push(p); return { model: 'x', answer: 'y' }; });
    await waitFor(actor, (s) => s.matches('notConfigured'));
    expect(selectAssistantView(actor.getSnapshot())).toBe('notConfigured');
    expect(selectAssistantStatus(actor.getSnapshot())?.message).toMatch(/No assistant model/);
    actor.send({ type: 'assistant.ask', prompt: 'hello' });
    expect(asked).toEqual([]);
  });

  it('with a model it asks through the server and shows the answer or the reason', async () => {
    let fail = false;
    const actor = start({ configured: true, model: 'gemini-1.5-flash', message: 'On.' }, async (p) => {
      if (fail) throw new Error('The assistant model did not answer. Try again later.');
      return { model: 'gemini-1.5-flash', answer: `You asked: ${p}` };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'assistant.ask', prompt: '   ' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'assistant.ask', prompt: ' Which market first? ' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectAssistantAnswer(actor.getSnapshot())?.answer).toBe('You asked: Which market first?');
    fail = true;
    actor.send({ type: 'assistant.ask', prompt: 'Again?' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectAssistantAnswer(actor.getSnapshot())).toBeNull();
    expect(selectAssistantError(actor.getSnapshot())).toMatch(/did not answer/);
  });
});
