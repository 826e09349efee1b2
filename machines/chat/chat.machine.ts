// The chat of /messages (issue 6, 16, 17; decisions 0015, 0051, 0052): the member's conversations
// (most recent first, unread counts computed by the server from each member's read mark), which
// one is open, who is typing, and the chat socket's live events. The open conversation is a child
// machine (`chat-thread`: its messages and history), which runs its composer (`chat-composer`):
// three small charts instead of one product of regions, so each one's paths stay walkable.
//
// Which conversation is open comes from the address (`?c=`): the view sends `chat.open` when it
// changes, and nothing flows back (decision 0052). Live events (new_message, update_message,
// typing, conversation_read, connect) arrive from the socket, which the `connection` child owns.
import { assign, enqueueActions, fromCallback, fromPromise, not, sendTo, setup, type ActorRefFrom } from 'xstate';
import { CHAT_TIMING, type ChatMessage, type ChatTyping, type Conversation, type ConversationRead } from '../../contracts';
import { chatThreadMachine } from './chat-thread.machine';

export interface ChatInput {
  /** The signed-in member: their own messages never count as unread, their typing is not shown. */
  userId: number;
  /** The access token the chat socket opens with (renewed by the connection when refused). */
  token: string;
  /** The conversation named in the address, if any. */
  conversationId?: number | null;
}

export interface ReadReport {
  conversationId: number;
  messageId: number;
}

export interface Typist {
  conversationId: number;
  userId: number;
  name: string;
}

export interface ChatContext {
  userId: number;
  token: string;
  conversations: Conversation[];
  /** The conversation the address asks for (kept while the list loads; null when none). */
  activeId: number | null;
  /** Who is typing where (each entry expires CHAT_TIMING.typingShowMs after its last signal). */
  typing: Typist[];
  /** False while the page is hidden: nothing is marked read then. */
  visible: boolean;
  /** How many times the chat socket has connected (from the second time on, reload what may be missed). */
  connections: number;
  listError: string | null;
}

export type ChatEvent =
  /** The address names this conversation (or none). */
  | { type: 'chat.open'; conversationId: number | null }
  /** "New conversation" created or found one; it may not be listed yet. */
  | { type: 'chat.conversationOpened'; conversation: Conversation }
  | { type: 'chat.retry' }
  | { type: 'chat.visibility'; visible: boolean }
  /** The chat socket connected (again). */
  | { type: 'chat.connected' }
  | { type: 'chat.resync' }
  | { type: 'chat.messageReceived'; message: ChatMessage }
  | { type: 'chat.messageUpdated'; message: ChatMessage }
  | { type: 'chat.typing'; typing: ChatTyping }
  | { type: 'chat.typingExpired'; conversationId: number; userId: number }
  /** The member read this conversation in another tab or device. */
  | { type: 'chat.readElsewhere'; read: ConversationRead }
  /** From the thread: its newest page is on screen (up to this message). */
  | { type: 'chat.threadShown'; conversationId: number; messageId: number | null }
  /** From the thread: the member's own message was sent. */
  | { type: 'chat.messageSent'; message: ChatMessage };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const typingTimer = (conversationId: number, userId: number) => `typing:${conversationId}:${userId}`;

/** A message arriving (live or as the answer to a send) in the conversation list: on top, as its last message. */
function bumpConversation(list: Conversation[], message: ChatMessage, unreadDelta: number): Conversation[] {
  const found = list.find((c) => c.conversation_id === message.conversation_id);
  if (!found) return list;
  const newer = !found.last_message || found.last_message.message_id <= message.message_id;
  const updated: Conversation = { ...found, last_message: newer ? message : found.last_message, unread: found.unread + unreadDelta };
  return [updated, ...list.filter((c) => c.conversation_id !== message.conversation_id)];
}

/** What to report read: the open conversation's newest message, when the page is visible and something is unread. */
function readReport(context: ChatContext, upTo?: number | null): ReadReport | null {
  if (!context.visible || context.activeId === null) return null;
  const conversation = context.conversations.find((c) => c.conversation_id === context.activeId);
  if (!conversation || conversation.unread === 0) return null;
  const messageId = Math.max(upTo ?? 0, conversation.last_message?.message_id ?? 0);
  return messageId > 0 ? { conversationId: conversation.conversation_id, messageId } : null;
}

const clearUnread = (list: Conversation[], conversationId: number) => list.map((c) => (c.conversation_id === conversationId ? { ...c, unread: 0 } : c));

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
    /** The open conversation: its messages, history and composer. */
    thread: chatThreadMachine,
    /** The /api/chat socket (a socket-connection actor: reconnects, renews a refused token); started with `socket.start`. */
    connection: fromCallback<{ type: 'socket.start'; token: string }>(() => {}),
  },
  actions: {
    /** POST /api/chat/conversations/:id/read (fire and forget; a failure only leaves the count on the server). */
    reportRead: (_, _params: ReadReport | null) => {},
    /** Forget a typist after a while, or at once when their message lands. */
    expireTyping: assign(({ context, event }) => {
      if (event.type === 'chat.typingExpired') {
        return { typing: context.typing.filter((t) => !(t.conversationId === event.conversationId && t.userId === event.userId)) };
      }
      if (event.type === 'chat.messageReceived') {
        const { conversation_id: c, sender_id: u } = event.message;
        return { typing: context.typing.filter((t) => !(t.conversationId === c && t.userId === u)) };
      }
      return {};
    }),
    /** Someone else is typing: show them (again) and restart their timer. */
    noteTyping: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.typing' || event.typing.user_id === context.userId) return;
      const { conversation_id: conversationId, user_id: userId, name } = event.typing;
      enqueue.assign({ typing: [...context.typing.filter((t) => !(t.conversationId === conversationId && t.userId === userId)), { conversationId, userId, name }] });
      enqueue.cancel(typingTimer(conversationId, userId));
      enqueue.raise({ type: 'chat.typingExpired', conversationId, userId }, { id: typingTimer(conversationId, userId), delay: CHAT_TIMING.typingShowMs });
    }),
    /** A live message: on top of the list; unread unless it is mine or lands in the open, visible conversation (then reported read). */
    receive: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.messageReceived') return;
      const { message } = event;
      const mine = message.sender_id === context.userId;
      const known = context.conversations.some((c) => c.last_message?.message_id === message.message_id);
      const open = message.conversation_id === context.activeId;
      const seen = open && context.visible;
      enqueue.assign({ conversations: bumpConversation(context.conversations, message, mine || known || seen ? 0 : 1) });
      if (seen && !mine && !known) enqueue({ type: 'reportRead', params: { conversationId: message.conversation_id, messageId: message.message_id } } as never);
      if (open) enqueue.sendTo('thread', { type: 'thread.messageReceived', message });
    }),
    /** The open thread reloads its newest page (after a reconnection). */
    resyncThread: enqueueActions(({ context, enqueue }) => {
      if (context.activeId !== null) enqueue.sendTo('thread', { type: 'thread.resync' });
    }),
    applyUpdate: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.messageUpdated') return;
      const { message } = event;
      enqueue.assign({ conversations: context.conversations.map((c) => (c.last_message?.message_id === message.message_id ? { ...c, last_message: message } : c)) });
      if (message.conversation_id === context.activeId) enqueue.sendTo('thread', { type: 'thread.messageUpdated', message });
    }),
    /** Report the open conversation read (when visible and something is unread) and clear its count. */
    readOpen: enqueueActions(({ context, event, enqueue }) => {
      const report = readReport(context, event.type === 'chat.threadShown' ? event.messageId : null);
      if (!report) return;
      enqueue({ type: 'reportRead', params: report } as never);
      enqueue.assign({ conversations: clearUnread(context.conversations, report.conversationId) });
    }),
    readElsewhere: assign(({ context, event }) => {
      if (event.type !== 'chat.readElsewhere') return {};
      const { conversation_id: id, last_read_message_id: upTo } = event.read;
      return {
        conversations: context.conversations.map((c) => (c.conversation_id === id && (c.last_message?.message_id ?? 0) <= upTo ? { ...c, unread: 0 } : c)),
      };
    }),
    sent: assign(({ context, event }) => (event.type === 'chat.messageSent' ? { conversations: bumpConversation(context.conversations, event.message, 0) } : {})),
    listConversation: assign(({ context, event }) => {
      if (event.type !== 'chat.conversationOpened') return {};
      const { conversation } = event;
      return { conversations: [conversation, ...context.conversations.filter((c) => c.conversation_id !== conversation.conversation_id)], activeId: conversation.conversation_id };
    }),
  },
  guards: {
    /** The address names a conversation the member is in (any other id opens nothing). */
    opensListed: ({ context, event }) => event.type === 'chat.open' && event.conversationId !== null
      && context.conversations.some((c) => c.conversation_id === event.conversationId),
    /** …and it is not the one already open. */
    opensAnother: ({ context, event }) => event.type === 'chat.open' && event.conversationId !== context.activeId,
    /** Someone started a conversation with me: it is not listed yet. */
    unknownConversation: ({ context, event }) => event.type === 'chat.messageReceived'
      && !context.conversations.some((c) => c.conversation_id === event.message.conversation_id),
    openListed: ({ context }) => context.activeId !== null && context.conversations.some((c) => c.conversation_id === context.activeId),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    userId: input.userId,
    token: input.token,
    conversations: [],
    activeId: input.conversationId ?? null,
    typing: [],
    visible: true,
    connections: 0,
    listError: null,
  }),
  invoke: { id: 'connection', src: 'connection' },
  entry: sendTo('connection', ({ context }) => ({ type: 'socket.start' as const, token: context.token })),
  on: {
    'chat.visibility': { actions: [assign({ visible: ({ event }) => event.visible }), 'readOpen'] },
    'chat.typing': { actions: 'noteTyping' },
    'chat.typingExpired': { actions: 'expireTyping' },
    'chat.readElsewhere': { actions: 'readElsewhere' },
    'chat.connected': { actions: assign({ connections: ({ context }) => context.connections + 1 }) },
    // While the list loads, the address only records which conversation to open.
    'chat.open': { actions: assign({ activeId: ({ event }) => event.conversationId }) },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The Messages view shows "Loading conversations…".',
      tags: ['loading'],
      invoke: {
        id: 'loadConversations',
        src: 'loadConversations',
        onDone: { target: 'ready', actions: assign({ conversations: ({ event }) => event.output, listError: null }) },
        onError: { target: 'failed', actions: assign({ listError: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      description: 'The conversation list shows why it could not load, with "Try again".',
      on: { 'chat.retry': { target: 'loading', actions: assign({ listError: null }) } },
    },
    ready: {
      type: 'parallel',
      on: {
        'chat.messageUpdated': { actions: 'applyUpdate' },
        'chat.messageSent': { actions: 'sent' },
        'chat.threadShown': { actions: 'readOpen' },
      },
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: {
              description: 'The conversation list shows each conversation with its last message and an unread count.',
              on: {
                // A connection after the list and thread loaded (the first one too: a message sent
                // between the thread's load and the socket joining would be missed, seen in e2e
                // after a reload): reload the list, and the open thread reloads its newest page.
                'chat.connected': { target: 'refreshing', actions: [assign({ connections: ({ context }) => context.connections + 1 }), 'resyncThread'] },
                'chat.resync': { target: 'refreshing', actions: 'resyncThread' },
                'chat.messageReceived': [
                  { guard: 'unknownConversation', target: 'refreshing' },
                  { actions: ['receive', 'expireTyping'] },
                ],
              },
            },
            refreshing: {
              description: 'The conversation list stays on screen while it refreshes quietly.',
              on: {
                'chat.messageReceived': { actions: ['receive', 'expireTyping'] },
                'chat.resync': { actions: 'resyncThread' },
              },
              invoke: {
                id: 'refreshConversations',
                src: 'loadConversations',
                onDone: {
                  target: 'idle',
                  actions: [assign({ conversations: ({ event }) => event.output }), 'readOpen'],
                },
                // Quiet: the list on screen stays as it was.
                onError: 'idle',
              },
            },
          },
        },
        thread: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'openListed', target: 'open' }, { target: 'none', actions: assign({ activeId: null }) }],
            },
            none: {
              description: 'No conversation is open: "Choose a conversation, or start a new one." (on phones, the list fills the screen).',
              on: {
                'chat.open': [
                  { guard: 'opensListed', target: 'open', actions: assign({ activeId: ({ event }) => event.conversationId }) },
                  { actions: assign({ activeId: null }) },
                ],
                'chat.conversationOpened': { target: 'open', actions: 'listConversation' },
              },
            },
            open: {
              description: 'The conversation is open beside the list (on phones, instead of it, with "Back").',
              on: {
                'chat.open': [
                  // The same conversation again (e.g. a notification link to what is open): nothing changes.
                  { guard: not('opensAnother') },
                  { guard: 'opensListed', target: 'open', reenter: true, actions: assign({ activeId: ({ event }) => event.conversationId }) },
                  { target: 'none', actions: assign({ activeId: null }) },
                ],
                'chat.conversationOpened': { target: 'open', reenter: true, actions: 'listConversation' },
              },
              invoke: {
                id: 'thread',
                src: 'thread',
                input: ({ context }) => ({ conversationId: context.activeId!, userId: context.userId }),
              },
            },
          },
        },
      },
    },
  },
});

export type ChatActor = ActorRefFrom<typeof chatMachine>;
