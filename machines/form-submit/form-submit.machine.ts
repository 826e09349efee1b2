// A form that submits once at a time: idle → submitting → succeeded | failed. The submit
// effect is supplied by the screen's wiring; the machine keeps the outcome.
import { assign, fromPromise, setup } from 'xstate';

export type FormSubmitEvent = { type: 'form.submit'; values: Record<string, unknown> } | { type: 'form.reset' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const formSubmitMachine = setup({
  types: {
    context: {} as { error: string | null; message: string | null },
    events: {} as FormSubmitEvent,
  },
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async () => {
      throw new Error('submit is not provided');
    }),
  },
}).createMachine({
  id: 'formSubmit',
  context: { error: null, message: null },
  initial: 'idle',
  states: {
    idle: { on: { 'form.submit': 'submitting' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => (event.type === 'form.submit' ? event.values : {}),
        onDone: { target: 'succeeded', actions: assign({ message: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error), message: null }) },
      },
    },
    succeeded: { on: { 'form.submit': 'submitting', 'form.reset': { target: 'idle', actions: assign({ message: null }) } } },
    failed: { on: { 'form.submit': 'submitting', 'form.reset': { target: 'idle', actions: assign({ error: null }) } } },
  },
});
