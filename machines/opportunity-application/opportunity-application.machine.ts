// Applying to a volunteer or mentoring opportunity (issue 14; decision 0031): Apply opens a
// short message, sending it waits for the API host, which answers with the application (pending)
// or refuses (already applied, closed, own opportunity): the message stays for another try.
import { assign, fromPromise, setup } from 'xstate';
import { COMMUNITY_MESSAGES, OPPORTUNITY_LIMITS, type ApplicationStatus } from '../../contracts';

export interface OpportunityApplicationInput {
  opportunityId: number;
  /** The caller's application, when there is one. */
  status?: ApplicationStatus | null;
  isOpen?: boolean;
  isOwner?: boolean;
}

export interface OpportunityApplicationContext {
  opportunityId: number;
  status: ApplicationStatus | null;
  isOpen: boolean;
  isOwner: boolean;
  error: string | null;
}

export type OpportunityApplicationEvent =
  | { type: 'application.start' }
  | { type: 'application.cancel' }
  | { type: 'application.submit'; message: string };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.');
const tooShort = (message: string) => message.trim().length < OPPORTUNITY_LIMITS.messageMin;

export const opportunityApplicationMachine = setup({
  types: {
    context: {} as OpportunityApplicationContext,
    events: {} as OpportunityApplicationEvent,
    input: {} as OpportunityApplicationInput | undefined,
  },
  actors: {
    apply: fromPromise<{ status: ApplicationStatus }, { opportunityId: number; message: string }>(async () => {
      throw new Error('apply is not provided');
    }),
  },
  guards: {
    canApply: ({ context }) => context.isOpen && !context.isOwner && context.status === null,
    messageTooShort: ({ event }) => event.type === 'application.submit' && tooShort(event.message),
  },
}).createMachine({
  id: 'opportunityApplication',
  context: ({ input }) => ({
    opportunityId: input?.opportunityId ?? 0,
    status: input?.status ?? null,
    isOpen: input?.isOpen ?? true,
    isOwner: input?.isOwner ?? false,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The opportunity shows Apply (or the member’s application and its state).',
      on: { 'application.start': { guard: 'canApply', target: 'composing' } },
    },
    composing: {
      description: 'A short message box with Send application and Cancel.',
      on: {
        'application.submit': [
          { guard: 'messageTooShort', actions: assign({ error: COMMUNITY_MESSAGES.messageShort }) },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
        'application.cancel': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    submitting: {
      description: 'Send application is busy.',
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context, event }) => ({ opportunityId: context.opportunityId, message: event.type === 'application.submit' ? event.message.trim() : '' }),
        onDone: { target: 'applied', actions: assign({ status: ({ event }) => event.output.status }) },
        onError: { target: 'composing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    applied: {
      description: 'The opportunity says the application was sent and is pending.',
    },
  },
});
