// The assistant test page (/gemini-test; issue 15, decision 0046): asks the API host whether a
// model is configured. Without one the page says so plainly and offers nothing to send; with one,
// a question goes to the server (never from the browser to a model) and the answer shows.
import { assign, fromPromise, setup } from 'xstate';
import type { AssistantAnswer, AssistantStatus } from '../../contracts';

export type AssistantTestEvent = { type: 'assistant.ask'; prompt: string } | { type: 'assistant.retry' };

export interface AssistantTestContext { status: AssistantStatus | null; prompt: string; answer: AssistantAnswer | null; error: string | null }

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export const assistantTestMachine = setup({
  types: { context: {} as AssistantTestContext, events: {} as AssistantTestEvent },
  actors: {
    loadStatus: fromPromise<AssistantStatus, void>(async () => {
      throw new Error('loadStatus is not provided');
    }),
    ask: fromPromise<AssistantAnswer, string>(async () => {
      throw new Error('ask is not provided');
    }),
  },
  guards: {
    configured: ({ event }) => (event as unknown as { output: AssistantStatus }).output.configured,
    hasPrompt: ({ event }) => event.type === 'assistant.ask' && event.prompt.trim().length > 0,
  },
}).createMachine({
  id: 'assistantTest',
  context: { status: null, prompt: '', answer: null, error: null },
  initial: 'loadingStatus',
  states: {
    loadingStatus: {
      description: 'The page says it is checking whether an assistant model is configured.',
      tags: ['loading'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: 'configured', target: 'ready', actions: assign({ status: ({ event }) => event.output }) },
          { target: 'notConfigured', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: { target: 'statusFailed', actions: assign({ error: ({ event }) => errorText(event.error, 'The server did not answer.') }) },
      },
    },
    statusFailed: {
      description: 'The page says the server did not answer, with Try again.',
      on: { 'assistant.retry': 'loadingStatus' },
    },
    notConfigured: {
      description: 'The page says plainly that no assistant model is configured on this server and which setting turns it on; there is nothing to send.',
    },
    ready: {
      description: 'The page names the configured model and offers a question box with Ask; the last answer or error shows below it.',
      on: { 'assistant.ask': { guard: 'hasPrompt', target: 'asking', actions: assign({ prompt: ({ event }) => event.prompt.trim(), error: null }) } },
    },
    asking: {
      description: 'The Ask button is busy while the model answers.',
      tags: ['loading'],
      invoke: {
        id: 'ask',
        src: 'ask',
        input: ({ context }) => context.prompt,
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ answer: null, error: ({ event }) => errorText(event.error, 'The assistant model did not answer.') }) },
      },
    },
  },
});

type S = import('xstate').SnapshotFrom<typeof assistantTestMachine>;
export const selectAssistantStatus = (s: S) => s.context.status;
export const selectAssistantView = (s: S) => (s.matches('notConfigured') ? 'notConfigured' : s.matches('statusFailed') ? 'failed' : s.matches('loadingStatus') ? 'loading' : 'ready');
export const selectAssistantBusy = (s: S) => s.matches('asking');
export const selectAssistantAnswer = (s: S) => s.context.answer;
export const selectAssistantError = (s: S) => s.context.error;
