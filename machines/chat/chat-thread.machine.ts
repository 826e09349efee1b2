// One open conversation of /messages (decision 0052): its newest page of messages, "Load earlier
// messages" (paging back with `before`), live messages and edits handed down by the chat machine,
// and the composer (a child machine, `chat-composer`) once the messages are on screen. Started by
// the chat machine for the conversation the address names; it tells its parent when the newest
// page is on screen (the parent reports it read) and when one of the member's messages was sent.
import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import type { ChatMessage, MessagePage } from '../../contracts';
import { chatComposerMachine } from './chat-composer.machine';

export interface ChatThreadInput {
  conversationId: number;
  userId: number;
}

export interface ChatThreadContext {
  conversationId: number;
  userId: number;
  /** Oldest first. */
  messages: ChatMessage[];
  hasMore: boolean;
  threadError: string | null;
  earlierError: string | null;
}

export type ChatThreadEvent =
  | { type: 'thread.retry' }
  | { type: 'thread.loadEarlier' }
  | { type: 'thread.resync' }
  | { type: 'thread.messageReceived'; message: ChatMessage }
  | { type: 'thread.messageUpdated'; message: ChatMessage }
  /** From the composer: the member's message was sent / edited. */
  | { type: 'thread.sent'; message: ChatMessage }
  | { type: 'thread.edited'; message: ChatMessage };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const appendOnce = (messages: ChatMessage[], message: ChatMessage) =>
  messages.some((m) => m.message_id === message.message_id) ? messages : [...messages, message].sort((a, b) => a.message_id - b.message_id);

export const chatThreadMachine = setup({
  types: {
    input: {} as ChatThreadInput,
    context: {} as ChatThreadContext,
    events: {} as ChatThreadEvent,
  },
  actors: {
    /** GET /api/chat/conversations/:id/messages?limit=30[&before=id]. */
    loadMessages: fromPromise<MessagePage, { conversationId: number; before?: number }>(async () => {
      throw new Error('loadMessages is not provided');
    }),
    composer: chatComposerMachine,
  },
  actions: {
    append: assign(({ context, event }) => (event.type === 'thread.messageReceived' || event.type === 'thread.sent'
      ? { messages: appendOnce(context.messages, event.message) } : {})),
    replace: assign(({ context, event }) => (event.type === 'thread.messageUpdated' || event.type === 'thread.edited'
      ? { messages: context.messages.map((m) => (m.message_id === event.message.message_id ? event.message : m)) } : {})),
    /** Tell the chat machine the newest page is on screen (it reports the conversation read). */
    shown: sendParent(({ context }) => ({ type: 'chat.threadShown', conversationId: context.conversationId, messageId: context.messages.at(-1)?.message_id ?? null })),
    /** The member's own message: the conversation list moves it to the top. */
    announceSent: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'thread.sent') enqueue.sendParent({ type: 'chat.messageSent', message: event.message });
    }),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'chatThread',
  context: ({ input }) => ({ conversationId: input.conversationId, userId: input.userId, messages: [], hasMore: false, threadError: null, earlierError: null }),
  initial: 'loading',
  on: {
    'thread.messageReceived': { actions: 'append' },
    'thread.messageUpdated': { actions: 'replace' },
  },
  states: {
    loading: {
      description: 'The conversation shows "Loading messages…".',
      tags: ['loadingThread'],
      // The socket connected meanwhile: this page may have been read before it joined; ask again.
      on: { 'thread.resync': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              // Live messages that landed while loading stay (the page may predate them).
              messages: event.output.data.reduce(appendOnce, context.messages.filter((m) => !event.output.data.some((x) => x.message_id === m.message_id))),
              hasMore: event.output.has_more,
              threadError: null,
            })),
            'shown',
          ],
        },
        onError: { target: 'failed', actions: assign({ threadError: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      description: 'The conversation shows why its messages could not load, with "Try again".',
      on: { 'thread.retry': { target: 'loading', actions: assign({ threadError: null }) } },
    },
    ready: {
      initial: 'idle',
      // The composer lives while the messages are on screen.
      invoke: { id: 'composer', src: 'composer', input: ({ context }) => ({ conversationId: context.conversationId, userId: context.userId }) },
      on: {
        'thread.resync': 'loading',
        'thread.sent': { actions: ['append', 'announceSent'] },
        'thread.edited': { actions: 'replace' },
      },
      states: {
        idle: {
          description: 'The messages show grouped by sender under day headings, newest at the bottom, with "Load earlier messages" when there are more, and the composer below.',
          on: { 'thread.loadEarlier': { guard: 'hasMore', target: 'loadingEarlier', actions: assign({ earlierError: null }) } },
        },
        loadingEarlier: {
          description: '"Load earlier messages" reads "Loading earlier messages…" and is disabled.',
          tags: ['loadingEarlier'],
          invoke: {
            id: 'loadEarlier',
            src: 'loadMessages',
            input: ({ context }) => ({ conversationId: context.conversationId, before: context.messages[0]?.message_id }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                messages: [...event.output.data.filter((m) => !context.messages.some((x) => x.message_id === m.message_id)), ...context.messages],
                hasMore: event.output.has_more,
              })),
            },
            onError: { target: 'idle', actions: assign({ earlierError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});
