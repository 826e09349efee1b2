// The composer of an open conversation (decision 0052): send a message, edit one of one's own,
// and tell the others "I am typing" at most every CHAT_TIMING.typingThrottleMs while typing.
// Texts travel in the events (`composer.send {body}`), so guards depend on machine state only;
// the text box itself is view state, emptied when `sent` grows. Results go to the thread.
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { CHAT_TIMING, sendMessageSchema, type ChatMessage } from '../../contracts';

export interface ChatComposerInput {
  conversationId: number;
  userId: number;
}

export interface ChatComposerContext {
  conversationId: number;
  userId: number;
  /** The message being edited. */
  editing: { messageId: number; body: string } | null;
  /** Messages sent successfully so far (the composer empties its text when this grows). */
  sent: number;
  sendError: string | null;
  editError: string | null;
}

export type ChatComposerEvent =
  /** A keystroke in the message box. */
  | { type: 'composer.typed' }
  | { type: 'composer.send'; body: string }
  | { type: 'composer.editStart'; message: ChatMessage }
  | { type: 'composer.editSave'; body: string }
  | { type: 'composer.editCancel' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The zod message for an invalid body ('Write a message first.', 'A message can have at most 4000 characters.'), or null. */
export function bodyProblem(body: string): string | null {
  const parsed = sendMessageSchema.safeParse({ body });
  return parsed.success ? null : parsed.error.issues[0]?.message ?? 'This message cannot be sent.';
}

export const chatComposerMachine = setup({
  types: {
    input: {} as ChatComposerInput,
    context: {} as ChatComposerContext,
    events: {} as ChatComposerEvent,
  },
  actors: {
    /** POST /api/chat/conversations/:id/messages. */
    sendMessage: fromPromise<ChatMessage, { conversationId: number; body: string }>(async () => {
      throw new Error('sendMessage is not provided');
    }),
    /** PUT /api/chat/messages/:id. */
    editMessage: fromPromise<ChatMessage, { messageId: number; body: string }>(async () => {
      throw new Error('editMessage is not provided');
    }),
  },
  actions: {
    /** POST /api/chat/conversations/:id/typing (fire and forget; the server relays it to the other members). */
    announceTyping: (_, _params: { conversationId: number }) => {},
    /** Hand the sent message to the thread (it shows it and moves the conversation up). */
    deliverSent: sendParent(({ event }) => ({ type: 'thread.sent', message: (event as unknown as { output: ChatMessage }).output })),
    /** Hand the edited message to the thread. */
    deliverEdited: sendParent(({ event }) => ({ type: 'thread.edited', message: (event as unknown as { output: ChatMessage }).output })),
  },
  delays: { typingThrottle: CHAT_TIMING.typingThrottleMs },
  guards: {
    validBody: ({ event }) => (event.type === 'composer.send' || event.type === 'composer.editSave') && bodyProblem(event.body) === null,
    ownMessage: ({ context, event }) => event.type === 'composer.editStart' && event.message.sender_id === context.userId,
  },
}).createMachine({
  id: 'chatComposer',
  context: ({ input }) => ({ conversationId: input.conversationId, userId: input.userId, editing: null, sent: 0, sendError: null, editError: null }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'quiet',
      on: {
        'composer.send': [
          { guard: 'validBody', target: 'sending', actions: assign({ sendError: null }) },
          { actions: assign({ sendError: ({ event }) => bodyProblem(event.body) }) },
        ],
        'composer.editStart': { guard: 'ownMessage', target: 'editing', actions: assign({ editing: ({ event }) => ({ messageId: event.message.message_id, body: event.message.body }), editError: null }) },
      },
      states: {
        quiet: {
          description: 'The message box is ready ("Message <name>"); Enter sends, Shift+Enter starts a new line.',
          on: {
            'composer.typed': { target: 'announced', actions: { type: 'announceTyping', params: ({ context }) => ({ conversationId: context.conversationId }) } },
          },
        },
        announced: {
          description: 'The others in the conversation see "<your name> is typing…" (told again after a few seconds of further typing).',
          after: { typingThrottle: 'quiet' },
        },
      },
    },
    sending: {
      description: 'Send reads "Sending…" and is disabled; the text stays until the message is sent.',
      tags: ['sending'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context, event }) => ({ conversationId: context.conversationId, body: event.type === 'composer.send' ? event.body.trim() : '' }),
        onDone: {
          target: 'idle',
          actions: [assign({ sent: ({ context }) => context.sent + 1, sendError: null }), 'deliverSent'],
        },
        onError: { target: 'idle', actions: assign({ sendError: ({ event }) => errorText(event.error) }) },
      },
    },
    editing: {
      description: 'An edit box replaces your message, with Save and Cancel (Escape cancels).',
      on: {
        'composer.editSave': [
          { guard: 'validBody', target: 'saving', actions: assign({ editError: null }) },
          { actions: assign({ editError: ({ event }) => bodyProblem(event.body) }) },
        ],
        'composer.editCancel': { target: 'idle', actions: assign({ editing: null, editError: null }) },
      },
    },
    saving: {
      description: 'The edit box reads "Saving…".',
      tags: ['savingEdit'],
      invoke: {
        id: 'editMessage',
        src: 'editMessage',
        input: ({ context, event }) => ({ messageId: context.editing!.messageId, body: event.type === 'composer.editSave' ? event.body.trim() : '' }),
        onDone: {
          target: 'idle',
          actions: [assign({ editing: null, editError: null }), 'deliverEdited'],
        },
        onError: { target: 'editing', actions: assign({ editError: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
