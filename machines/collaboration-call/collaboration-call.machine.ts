// One collaboration call, as the member viewing it acts on it (issue 14): a member writes a short
// message and expresses interest (sent | refused by the server | failed with retry) and may
// withdraw it while pending; the poster picks or declines each pending interest and may close the
// call. The server decides every rule (own call, twice, deadline, poster only); this chart shows
// its answers. Effects (`expressInterest`, `withdrawInterest`, `decide`, `closeCall`) come from the
// collaboration screens' wiring.
import { assign, fromPromise, setup } from 'xstate';

export type InterestStatus = 'pending' | 'picked' | 'declined' | 'withdrawn';

/** One interest in the call, as its poster sees it. */
export interface CallInterestInfo {
  interest_id: number;
  name: string;
  /** What the member wrote when expressing interest. */
  message: string;
  status: InterestStatus;
}

/** What the flow needs to know about the call (the wiring maps the API's call onto it). */
export interface CallInfo {
  call_id: number;
  title: string;
  is_mine: boolean;
  status: 'open' | 'closed';
  is_past_deadline: boolean;
  /** The viewer's own interest, if they expressed one. */
  my_interest: { interest_id: number; status: InterestStatus } | null;
  /** The group conversation, for the poster and picked collaborators. */
  conversation_id: number | null;
  /** Every interest, for the poster; empty for others. */
  interests: CallInterestInfo[];
}

export interface CollaborationCallInput { call: CallInfo; messageMin?: number; messageMax?: number }

/** The server's answer to "Express interest": sent, or refused with its reason (own call, twice, deadline, closed). */
export type ExpressResult = { outcome: 'sent'; call: CallInfo } | { outcome: 'refused'; message: string };

export interface CallError { operation: 'express' | 'withdraw' | 'pick' | 'decline' | 'close'; message: string }

export type CollaborationCallEvent =
  | { type: 'collab.compose' }
  /** "Send interest" with the message typed in the box. */
  | { type: 'collab.submit'; message: string }
  | { type: 'collab.back' }
  | { type: 'collab.withdraw' }
  | { type: 'collab.pick'; interestId: number }
  | { type: 'collab.decline'; interestId: number }
  | { type: 'collab.close' }
  | { type: 'collab.retry' }
  | { type: 'collab.dismiss' };

export interface CollaborationCallContext {
  call: CallInfo;
  /** The message last sent (kept for "Try again"). */
  draft: string;
  messageMin: number;
  messageMax: number;
  /** What stops the message from being sent (too short / too long). */
  problem: string | null;
  /** The server's reason when it refused the interest. */
  notice: string | null;
  /** The interest being picked or declined. */
  targetId: number | null;
  error: CallError | null;
}

export const COLLAB_TEXT = {
  network: 'Could not reach the server. Check your connection and try again.',
  tooShort: (min: number) => `Write at least ${min} characters about what you bring.`,
  tooLong: (max: number) => `Keep your message under ${max} characters.`,
} as const;

/** What a screen may show: the server's text, or a plain sentence when there is none. */
export const errorText = (error: unknown): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return !message.trim() || message === 'Network Error' || message === 'Failed to fetch' ? COLLAB_TEXT.network : message;
};

const holdsInterest = (call: CallInfo) => call.my_interest !== null && call.my_interest.status !== 'withdrawn';

export const collaborationCallMachine = setup({
  types: {
    input: {} as CollaborationCallInput,
    context: {} as CollaborationCallContext,
    events: {} as CollaborationCallEvent,
  },
  guards: {
    posterOfClosed: ({ context }) => context.call.is_mine && context.call.status === 'closed',
    poster: ({ context }) => context.call.is_mine,
    interested: ({ context }) => holdsInterest(context.call),
    notTaking: ({ context }) => context.call.status === 'closed' || context.call.is_past_deadline,
    messageTooShort: ({ context, event }) => event.type === 'collab.submit' && event.message.trim().length < context.messageMin,
    messageTooLong: ({ context, event }) => event.type === 'collab.submit' && event.message.trim().length > context.messageMax,
    interestPending: ({ context }) => context.call.my_interest?.status === 'pending',
    pendingTarget: ({ context, event }) => (event.type === 'collab.pick' || event.type === 'collab.decline')
      && context.call.interests.some((i) => i.interest_id === event.interestId && i.status === 'pending'),
    answeredSent: (_, output: ExpressResult) => output.outcome === 'sent',
  },
  actions: {
    rememberTarget: assign({ targetId: ({ event }) => (event.type === 'collab.pick' || event.type === 'collab.decline' ? event.interestId : null), error: null }),
  },
  actors: {
    expressInterest: fromPromise<ExpressResult, { call_id: number; message: string }>(async () => {
      throw new Error('expressInterest is not provided');
    }),
    withdrawInterest: fromPromise<CallInfo, { interest_id: number }>(async () => {
      throw new Error('withdrawInterest is not provided');
    }),
    decide: fromPromise<CallInfo, { call_id: number; interest_id: number; decision: 'pick' | 'decline' }>(async () => {
      throw new Error('decide is not provided');
    }),
    closeCall: fromPromise<CallInfo, { call_id: number }>(async () => {
      throw new Error('closeCall is not provided');
    }),
  },
}).createMachine({
  id: 'collaborationCall',
  context: ({ input }) => ({
    call: input.call, draft: '', messageMin: input.messageMin ?? 10, messageMax: input.messageMax ?? 600,
    problem: null, notice: null, targetId: null, error: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'The call page decides what the panel offers.',
      always: [
        { guard: 'posterOfClosed', target: 'closed' },
        { guard: 'poster', target: 'managing' },
        { guard: 'interested', target: 'interested' },
        { guard: 'notTaking', target: 'unavailable' },
        { target: 'open' },
      ],
    },
    open: {
      description: 'The call takes interest: "I\'m interested" is shown.',
      on: { 'collab.compose': { target: 'composing', actions: assign({ problem: null }) } },
    },
    composing: {
      description: 'A short message box asks what you bring, with "Send interest" and "Cancel".',
      on: {
        'collab.submit': [
          { guard: 'messageTooShort', actions: assign({ problem: ({ context }) => COLLAB_TEXT.tooShort(context.messageMin) }) },
          { guard: 'messageTooLong', actions: assign({ problem: ({ context }) => COLLAB_TEXT.tooLong(context.messageMax) }) },
          { target: 'expressing', actions: assign({ draft: ({ event }) => event.message.trim(), problem: null, error: null }) },
        ],
        'collab.back': { target: 'open', actions: assign({ problem: null }) },
      },
    },
    expressing: {
      description: 'The "Send interest" button shows "Sending…" and the form is disabled.',
      tags: ['loading'],
      invoke: {
        id: 'expressInterest',
        src: 'expressInterest',
        input: ({ context }) => ({ call_id: context.call.call_id, message: context.draft.trim() }),
        onDone: [
          {
            guard: { type: 'answeredSent', params: ({ event }) => event.output },
            target: 'interested',
            actions: assign(({ context, event }) => ({ call: event.output.outcome === 'sent' ? event.output.call : context.call, draft: '' })),
          },
          { target: 'refused', actions: assign({ notice: ({ event }) => (event.output.outcome === 'refused' ? event.output.message : null) }) },
        ],
        onError: { target: 'failed.express', actions: assign({ error: ({ event }) => ({ operation: 'express' as const, message: errorText(event.error) }) }) },
      },
    },
    refused: {
      description: 'The server refused your interest and says why (for example, the deadline has passed).',
    },
    interested: {
      description: 'Your interest and its state are shown (waiting for the poster, picked with a link to the group chat, or not picked); while waiting, "Withdraw" is offered.',
      on: { 'collab.withdraw': { guard: 'interestPending', target: 'withdrawing', actions: assign({ error: null }) } },
    },
    withdrawing: {
      description: 'The "Withdraw" button shows "Withdrawing…" and is disabled.',
      tags: ['loading'],
      invoke: {
        id: 'withdrawInterest',
        src: 'withdrawInterest',
        input: ({ context }) => ({ interest_id: context.call.my_interest!.interest_id }),
        onDone: { target: 'open', actions: assign(({ event }) => ({ call: event.output })) },
        onError: { target: 'failed.withdraw', actions: assign({ error: ({ event }) => ({ operation: 'withdraw' as const, message: errorText(event.error) }) }) },
      },
    },
    unavailable: {
      description: 'The call no longer takes interest: "Closed" or "Deadline passed" is shown instead of "I\'m interested".',
    },
    managing: {
      description: 'Your call: each interest is listed with its message, pending ones with "Pick" and "Decline"; "Close call" ends it.',
      on: {
        'collab.pick': { guard: 'pendingTarget', target: 'picking', actions: 'rememberTarget' },
        'collab.decline': { guard: 'pendingTarget', target: 'declining', actions: 'rememberTarget' },
        'collab.close': { target: 'closing', actions: assign({ error: null }) },
      },
    },
    picking: {
      description: 'The member\'s "Pick" button shows "Picking…"; the group chat opens for you and your collaborators.',
      tags: ['loading'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ call_id: context.call.call_id, interest_id: context.targetId!, decision: 'pick' as const }),
        onDone: { target: 'managing', actions: assign(({ event }) => ({ call: event.output, targetId: null })) },
        onError: { target: 'failed.pick', actions: assign({ error: ({ event }) => ({ operation: 'pick' as const, message: errorText(event.error) }) }) },
      },
    },
    declining: {
      description: 'The member\'s "Decline" button shows "Declining…".',
      tags: ['loading'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ call_id: context.call.call_id, interest_id: context.targetId!, decision: 'decline' as const }),
        onDone: { target: 'managing', actions: assign(({ event }) => ({ call: event.output, targetId: null })) },
        onError: { target: 'failed.decline', actions: assign({ error: ({ event }) => ({ operation: 'decline' as const, message: errorText(event.error) }) }) },
      },
    },
    closing: {
      description: 'The "Close call" button shows "Closing…" and is disabled.',
      tags: ['loading'],
      invoke: {
        id: 'closeCall',
        src: 'closeCall',
        input: ({ context }) => ({ call_id: context.call.call_id }),
        onDone: { target: 'closed', actions: assign(({ event }) => ({ call: event.output })) },
        onError: { target: 'failed.close', actions: assign({ error: ({ event }) => ({ operation: 'close' as const, message: errorText(event.error) }) }) },
      },
    },
    closed: {
      description: 'Your call is closed: the picked collaborators are listed with a link to the group chat.',
    },
    failed: {
      description: 'The call to the server failed and its message is shown.',
      initial: 'express',
      states: {
        express: {
          description: 'Sending your interest failed: the message is shown with "Try again" and "Back".',
          on: {
            'collab.retry': { target: '#collaborationCall.expressing', actions: assign({ error: null }) },
            'collab.back': { target: '#collaborationCall.composing', actions: assign({ error: null }) },
          },
        },
        withdraw: {
          description: 'Withdrawing failed: your interest stands; the message is shown with "Try again" and "Dismiss".',
          on: {
            'collab.retry': { target: '#collaborationCall.withdrawing', actions: assign({ error: null }) },
            'collab.dismiss': { target: '#collaborationCall.interested', actions: assign({ error: null }) },
          },
        },
        pick: {
          description: 'Picking failed: the member is still waiting; the message is shown with "Try again" and "Dismiss".',
          on: {
            'collab.retry': { target: '#collaborationCall.picking', actions: assign({ error: null }) },
            'collab.dismiss': { target: '#collaborationCall.managing', actions: assign({ error: null, targetId: null }) },
          },
        },
        decline: {
          description: 'Declining failed: the message is shown with "Try again" and "Dismiss".',
          on: {
            'collab.retry': { target: '#collaborationCall.declining', actions: assign({ error: null }) },
            'collab.dismiss': { target: '#collaborationCall.managing', actions: assign({ error: null, targetId: null }) },
          },
        },
        close: {
          description: 'Closing failed: the call stays open; the message is shown with "Try again" and "Dismiss".',
          on: {
            'collab.retry': { target: '#collaborationCall.closing', actions: assign({ error: null }) },
            'collab.dismiss': { target: '#collaborationCall.managing', actions: assign({ error: null }) },
          },
        },
      },
    },
  },
});

/** The QA step for the server's answer to "Send interest". */
export function expressAnswerStep(event: { type: string; output?: unknown }): string | undefined {
  if (event.type !== 'xstate.done.actor.expressInterest') return undefined;
  const output = event.output as ExpressResult;
  return output.outcome === 'sent' ? 'The server records your interest and tells the poster' : `The server refuses: “${output.message}”`;
}

/** What each event means to a person using the screen (the QA checklist's steps). */
export const COLLABORATION_CALL_STEPS: Record<CollaborationCallEvent['type']
  | `xstate.${'done' | 'error'}.actor.${'expressInterest' | 'withdrawInterest' | 'decide' | 'closeCall'}`, string> = {
  'collab.compose': 'Press "I\'m interested"',
  'collab.submit': 'Write a short message about what you bring and press "Send interest"',
  'collab.back': 'Press "Cancel" (or "Back")',
  'collab.withdraw': 'Press "Withdraw" and confirm',
  'collab.pick': 'Press "Pick" beside a pending interest',
  'collab.decline': 'Press "Decline" beside a pending interest',
  'collab.close': 'Press "Close call" and confirm',
  'collab.retry': 'Press "Try again"',
  'collab.dismiss': 'Press "Dismiss"',
  'xstate.done.actor.expressInterest': 'The server answers (recorded, or refused with a reason)',
  'xstate.error.actor.expressInterest': 'Sending fails (e.g. the connection drops): the message shows',
  'xstate.done.actor.withdrawInterest': 'The server withdraws your interest',
  'xstate.error.actor.withdrawInterest': 'Withdrawing fails: the message shows',
  'xstate.done.actor.decide': 'The server records the decision (a pick opens or grows the group chat) and tells the member',
  'xstate.error.actor.decide': 'The decision fails: the server\'s message shows',
  'xstate.done.actor.closeCall': 'The server closes the call and tells those still waiting',
  'xstate.error.actor.closeCall': 'Closing fails: the server\'s message shows',
};
