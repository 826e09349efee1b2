// A form that submits once at a time: idle → submitting → succeeded | failed. The submit
// effect is supplied by the screen's wiring; the machine keeps the outcome.
import { assign, enqueueActions, fromPromise, setup, type AnyActorRef, type EventObject } from 'xstate';

/**
 * Optional: after each success, these events go to another actor (a list reloads after a
 * command), so no view effect forwards one actor's outcome to another.
 */
export interface FormSubmitInput {
  onSuccess?: { to: AnyActorRef; events: EventObject[] };
}

export type FormSubmitEvent = { type: 'form.submit'; values: Record<string, unknown> } | { type: 'form.reset' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The refused fields of the failure ({ field: sentence }), when the server named them. */
const fieldsOf = (error: unknown): Record<string, string> => {
  const fields = (error as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' ? fields as Record<string, string> : {};
};

export const formSubmitMachine = setup({
  types: {
    context: {} as { error: string | null; fieldErrors: Record<string, string>; message: string | null; onSuccess: FormSubmitInput['onSuccess'] | null },
    events: {} as FormSubmitEvent,
    input: {} as FormSubmitInput | undefined,
  },
  actions: {
    tellOnSuccess: enqueueActions(({ context, enqueue }) => {
      if (!context.onSuccess) return;
      for (const e of context.onSuccess.events) enqueue.sendTo(context.onSuccess.to, e);
    }),
  },
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async () => {
      throw new Error('submit is not provided');
    }),
  },
}).createMachine({
  id: 'formSubmit',
  context: ({ input }) => ({ error: null, fieldErrors: {}, message: null, onSuccess: input?.onSuccess ?? null }),
  initial: 'idle',
  states: {
    idle: { on: { 'form.submit': 'submitting' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => (event.type === 'form.submit' ? event.values : {}),
        onDone: { target: 'succeeded', actions: assign({ message: ({ event }) => event.output, error: null, fieldErrors: {} }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error), fieldErrors: ({ event }) => fieldsOf(event.error), message: null }) },
      },
    },
    succeeded: { entry: 'tellOnSuccess', on: { 'form.submit': 'submitting', 'form.reset': { target: 'idle', actions: assign({ message: null }) } } },
    failed: { on: { 'form.submit': 'submitting', 'form.reset': { target: 'idle', actions: assign({ error: null, fieldErrors: {} }) } } },
  },
});
