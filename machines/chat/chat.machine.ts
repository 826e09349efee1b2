// The chat of the communication screen (issue 6, SPEC §2 /messages, §7 chat socket): the member's
// conversations (most recent first, with unread counts), the open conversation's thread (newest
// page first, "Load earlier messages" pages back with `before`), the composer (send, edit one's
// own message) and live new_message / update_message events from the chat socket. Read state is
// reported (POST …/read with the last message id) only while the thread is visible.
//
// Regions of `ready`: `list` (a quiet refresh of the conversations), `thread` and `composer`.
// Texts arrive with the events that use them (`chat.send {body}`), so every guard depends on
// what the machine holds, not on keystrokes.
import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import { sendMessageSchema, type ChatMessage, type Conversation, type MessagePage } from '../../contracts';

export interface ChatInput {
  /** The signed-in member: their own messages are editable and never count as unread. */
  userId: number;
  /** A conversation to open once the list is loaded (e.g. from the address). */
  conversationId?: number | null;
}

export interface ChatEditing {
  messageId: number;
}

export interface ChatContext {
  userId: number;
  conversations: Conversation[];
  activeId: number | null;
  /** The open conversation's messages, oldest first. */
  messages: ChatMessage[];
  hasMore: boolean;
  editing: ChatEditing | null;
  /** False while the page is hidden: nothing is marked read then. */
  visible: boolean;
  /** Messages sent successfully so far (the composer clears its text when this grows). */
  sent: number;
  listError: string | null;
  threadError: string | null;
  earlierError: string | null;
  sendError: string | null;
  editError: string | null;
}

export type ChatEvent =
  | { type: 'chat.select'; conversationId: number }
  | { type: 'chat.back' }
  | { type: 'chat.retry' }
  | { type: 'chat.loadEarlier' }
  | { type: 'chat.send'; body: string }
  | { type: 'chat.editStart'; messageId: number }
  | { type: 'chat.editSave'; body: string }
  | { type: 'chat.editCancel' }
  | { type: 'chat.messageReceived'; message: ChatMessage }
  | { type: 'chat.messageUpdated'; message: ChatMessage }
  | { type: 'chat.conversationOpened'; conversation: Conversation }
  | { type: 'chat.visibility'; visible: boolean }
  /** The chat socket connected again: reload what may have been missed. */
  | { type: 'chat.resync' };

export interface ReadReport {
  conversationId: number;
  messageId: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The zod message for an invalid body ('Write a message first.', 'A message can have at most 4000 characters.'), or null. */
export function bodyProblem(body: string): string | null {
  const parsed = sendMessageSchema.safeParse({ body });
  return parsed.success ? null : parsed.error.issues[0]?.message ?? 'This message cannot be sent.';
}

/** A message arriving (live or as the answer to a send) in the conversation list: on top, as its last message. */
function bumpConversation(list: Conversation[], message: ChatMessage, unreadDelta: number): Conversation[] {
  const found = list.find((c) => c.conversation_id === message.conversation_id);
  if (!found) return list;
  const newer = !found.last_message || found.last_message.message_id <= message.message_id;
  const updated: Conversation = {
    ...found,
    last_message: newer ? message : found.last_message,
    unread: found.unread + unreadDelta,
  };
  return [updated, ...list.filter((c) => c.conversation_id !== message.conversation_id)];
}

/** An edited message in the thread and, when it is a conversation's last message, in the list. */
function withUpdated(context: ChatContext, message: ChatMessage): Pick<ChatContext, 'messages' | 'conversations'> {
  return {
    messages: context.messages.map((m) => (m.message_id === message.message_id ? message : m)),
    conversations: context.conversations.map((c) => (c.last_message?.message_id === message.message_id ? { ...c, last_message: message } : c)),
  };
}

/** What to report read: the open thread's last message, when the page is visible and something is unread. */
function readReport({ context }: { context: ChatContext }): ReadReport | null {
  if (!context.visible || context.activeId === null) return null;
  const conversation = context.conversations.find((c) => c.conversation_id === context.activeId);
  const last = context.messages.at(-1);
  if (!conversation || !last || conversation.unread === 0) return null;
  return { conversationId: conversation.conversation_id, messageId: last.message_id };
}

const appendOnce = (messages: ChatMessage[], message: ChatMessage) =>
  messages.some((m) => m.message_id === message.message_id) ? messages : [...messages, message].sort((a, b) => a.message_id - b.message_id);

export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    /** GET /api/chat/conversations. */
    loadConversations: fromPromise<Conversation[]>(async () => {
      throw new Error('loadConversations is not provided');
    }),
    /** GET /api/chat/conversations/:id/messages?limit=30[&before=id]. */
    loadMessages: fromPromise<MessagePage, { conversationId: number; before?: number }>(async () => {
      throw new Error('loadMessages is not provided');
    }),
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
    /** POST /api/chat/conversations/:id/read when given a report (fire and forget; a failure only leaves the count on the server). */
    reportRead: (_, _params: ReadReport | null) => {},
    /** After a report: the open conversation has nothing unread. */
    markOpenRead: assign(({ context }) => (readReport({ context }) === null ? {} : {
      conversations: context.conversations.map((c) => (c.conversation_id === context.activeId ? { ...c, unread: 0 } : c)),
    })),
    receive: assign(({ context, event }) => {
      if (event.type !== 'chat.messageReceived') return {};
      const { message } = event;
      const mine = message.sender_id === context.userId;
      const open = message.conversation_id === context.activeId;
      const known = context.messages.some((m) => m.message_id === message.message_id)
        || context.conversations.some((c) => c.last_message?.message_id === message.message_id);
      return {
        conversations: bumpConversation(context.conversations, message, mine || known ? 0 : 1),
        messages: open ? appendOnce(context.messages, message) : context.messages,
      };
    }),
    applyUpdate: assign(({ context, event }) => (event.type === 'chat.messageUpdated' ? withUpdated(context, event.message) : {})),
    openConversation: assign(({ context, event }) => {
      if (event.type !== 'chat.conversationOpened') return {};
      const { conversation } = event;
      const rest = context.conversations.filter((c) => c.conversation_id !== conversation.conversation_id);
      return { conversations: [conversation, ...rest], activeId: conversation.conversation_id };
    }),
    clearThread: assign({ messages: [], hasMore: false, threadError: null, earlierError: null }),
  },
  guards: {
    hasActive: ({ context }) => context.activeId !== null,
    hasMore: ({ context }) => context.hasMore,
    threadReady: stateIn({ ready: { thread: 'ready' } }),
    validBody: ({ event }) => (event.type === 'chat.send' || event.type === 'chat.editSave') && bodyProblem(event.body) === null,
    ownMessage: ({ context, event }) => event.type === 'chat.editStart'
      && context.messages.some((m) => m.message_id === event.messageId && m.sender_id === context.userId),
    unknownConversation: ({ context, event }) => event.type === 'chat.messageReceived'
      && !context.conversations.some((c) => c.conversation_id === event.message.conversation_id),
    knownConversation: ({ context, event }) => event.type === 'chat.select' && context.conversations.some((c) => c.conversation_id === event.conversationId),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    userId: input.userId,
    conversations: [],
    activeId: input.conversationId ?? null,
    messages: [],
    hasMore: false,
    editing: null,
    visible: true,
    sent: 0,
    listError: null,
    threadError: null,
    earlierError: null,
    sendError: null,
    editError: null,
  }),
  initial: 'loading',
  on: {
    'chat.visibility': { actions: [assign({ visible: ({ event }) => event.visible }), { type: 'reportRead', params: readReport }, 'markOpenRead'] },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadConversations',
        src: 'loadConversations',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            conversations: event.output,
            listError: null,
            // An address naming a conversation the member is not in opens nothing.
            activeId: event.output.some((c) => c.conversation_id === context.activeId) ? context.activeId : null,
          })),
        },
        onError: { target: 'failed', actions: assign({ listError: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'chat.retry': { target: 'loading', actions: assign({ listError: null }) } },
    },
    ready: {
      type: 'parallel',
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'chat.resync': 'refreshing',
                // Someone started a conversation with me: it is not listed yet.
                'chat.messageReceived': { guard: 'unknownConversation', target: 'refreshing' },
              },
            },
            refreshing: {
              invoke: {
                id: 'refreshConversations',
                src: 'loadConversations',
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      conversations: event.output.map((c) => (c.conversation_id === context.activeId && context.visible ? { ...c, unread: 0 } : c)),
                    })),
                  ],
                },
                // Quiet: the list on screen stays as it was.
                onError: 'idle',
              },
            },
          },
        },
        thread: {
          initial: 'choosing',
          on: {
            'chat.select': { guard: 'knownConversation', target: '.loading', actions: [assign({ activeId: ({ event }) => event.conversationId }), 'clearThread'] },
            'chat.conversationOpened': { target: '.loading', actions: ['openConversation', 'clearThread'] },
            'chat.back': { target: '.none', actions: [assign({ activeId: null }), 'clearThread'] },
            'chat.messageReceived': { actions: ['receive', { type: 'reportRead', params: readReport }, 'markOpenRead'] },
            'chat.messageUpdated': { actions: 'applyUpdate' },
          },
          states: {
            choosing: {
              always: [{ guard: 'hasActive', target: 'loading' }, { target: 'none' }],
            },
            none: {},
            loading: {
              tags: ['loadingThread'],
              invoke: {
                id: 'loadMessages',
                src: 'loadMessages',
                input: ({ context }) => ({ conversationId: context.activeId! }),
                onDone: {
                  target: 'ready',
                  actions: [
                    assign(({ event }) => ({ messages: event.output.data, hasMore: event.output.has_more, threadError: null })),
                    { type: 'reportRead', params: readReport }, 'markOpenRead',
                  ],
                },
                onError: { target: 'failed', actions: assign({ threadError: ({ event }) => errorText(event.error) }) },
              },
            },
            ready: {
              initial: 'idle',
              on: {
                'chat.resync': 'loading',
              },
              states: {
                idle: {
                  on: { 'chat.loadEarlier': { guard: 'hasMore', target: 'loadingEarlier', actions: assign({ earlierError: null }) } },
                },
                loadingEarlier: {
                  tags: ['loadingEarlier'],
                  invoke: {
                    id: 'loadEarlier',
                    src: 'loadMessages',
                    input: ({ context }) => ({ conversationId: context.activeId!, before: context.messages[0]?.message_id }),
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
            failed: {
              on: { 'chat.retry': { target: 'loading', actions: assign({ threadError: null }) } },
            },
          },
        },
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'chat.send': [
                  { guard: and(['threadReady', 'validBody']), target: 'sending', actions: assign({ sendError: null }) },
                  { guard: 'threadReady', actions: assign({ sendError: ({ event }) => bodyProblem(event.body) }) },
                ],
                'chat.editStart': { guard: 'ownMessage', target: 'editing', actions: assign({ editing: ({ event }) => ({ messageId: event.messageId }), editError: null }) },
                'chat.select': { actions: assign({ sendError: null }) },
                'chat.conversationOpened': { actions: assign({ sendError: null }) },
              },
            },
            sending: {
              tags: ['sending'],
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context, event }) => ({ conversationId: context.activeId!, body: event.type === 'chat.send' ? event.body.trim() : '' }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const message = event.output;
                    const open = message.conversation_id === context.activeId;
                    return {
                      sent: context.sent + 1,
                      sendError: null,
                      conversations: bumpConversation(context.conversations, message, 0),
                      messages: open ? appendOnce(context.messages, message) : context.messages,
                    };
                  }),
                },
                onError: { target: 'idle', actions: assign({ sendError: ({ event }) => errorText(event.error) }) },
              },
            },
            editing: {
              on: {
                'chat.editSave': [
                  { guard: 'validBody', target: 'saving', actions: assign({ editError: null }) },
                  { actions: assign({ editError: ({ event }) => bodyProblem(event.body) }) },
                ],
                'chat.editCancel': { target: 'idle', actions: assign({ editing: null, editError: null }) },
                'chat.select': { target: 'idle', actions: assign({ editing: null, editError: null, sendError: null }) },
                'chat.conversationOpened': { target: 'idle', actions: assign({ editing: null, editError: null, sendError: null }) },
                'chat.back': { target: 'idle', actions: assign({ editing: null, editError: null }) },
              },
            },
            saving: {
              tags: ['savingEdit'],
              invoke: {
                id: 'editMessage',
                src: 'editMessage',
                input: ({ context, event }) => ({ messageId: context.editing!.messageId, body: event.type === 'chat.editSave' ? event.body.trim() : '' }),
                onDone: { target: 'idle', actions: assign(({ context, event }) => ({ ...withUpdated(context, event.output), editing: null, editError: null })) },
                onError: { target: 'editing', actions: assign({ editError: ({ event }) => errorText(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});
