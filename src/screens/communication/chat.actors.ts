// The chat of /messages wired to its effects (decisions 0015, 0051, 0052): the chat REST calls
// and the /api/chat socket. The chat machine runs the socket as its `connection` child (a
// socket-connection actor: SPEC §9 reconnection, a refused token renewed), so the socket lives
// exactly as long as the Messages view's chat actor. Socket events reach the chat actor by its
// systemId; anything malformed is dropped. Tests swap the socket (AppActorOptions.chatSocket).
import { fromPromise } from 'xstate';

import {
  CHAT_SOCKET_EVENTS, chatMessageSchema, chatTypingSchema, conversationReadSchema, SOCKET_EVENTS,
} from '../../../contracts';
import { chatComposerMachine, chatMachine, chatThreadMachine, newConversationMachine, type ChatEvent } from '../../../machines/chat';
import { socketConnectionMachine } from '../../../machines/socket-connection';
import * as chatApi from '../../api/chat';
import { renewSession } from '../../api/http';
import type { ChatSocketFactory } from '../../app/chat-socket';
import type { SocketListeners } from '../../lib/socket';

/** The actor system the socket effect hands its listeners (they deliver to the chat actor by systemId). */
type ActorLookup = { get(systemId: string): { send(event: ChatEvent): void } | undefined };

/** The chat actor's systemId: the socket's listeners deliver to it. */
export const CHAT_SYSTEM_ID = 'chat';

/** What the chat socket hears, as chat events (payloads checked with the contracts). */
export function chatSocketListeners(scope?: { system: ActorLookup }): SocketListeners {
  const deliver = (event: ChatEvent) => scope?.system.get(CHAT_SYSTEM_ID)?.send(event);
  const parsed = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, then: (data: T) => ChatEvent) => (payload: unknown) => {
    const result = schema.safeParse(payload);
    if (result.success) deliver(then(result.data));
  };
  return {
    connect: () => deliver({ type: 'chat.connected' }),
    [SOCKET_EVENTS.newMessage]: parsed(chatMessageSchema, (message) => ({ type: 'chat.messageReceived', message })),
    [SOCKET_EVENTS.updateMessage]: parsed(chatMessageSchema, (message) => ({ type: 'chat.messageUpdated', message })),
    [CHAT_SOCKET_EVENTS.typing]: parsed(chatTypingSchema, (typing) => ({ type: 'chat.typing', typing })),
    [CHAT_SOCKET_EVENTS.conversationRead]: parsed(conversationReadSchema, (read) => ({ type: 'chat.readElsewhere', read })),
  };
}

const composerLogic = chatComposerMachine.provide({
  actors: {
    sendMessage: fromPromise(({ input }) => chatApi.sendMessage(input.conversationId, input.body)),
    editMessage: fromPromise(({ input }) => chatApi.editMessage(input.messageId, input.body)),
  },
  actions: {
    announceTyping: (_, { conversationId }) => { chatApi.announceTyping(conversationId).catch(() => {}); },
  },
});

const threadLogic = chatThreadMachine.provide({
  actors: {
    loadMessages: fromPromise(({ input }) => chatApi.loadMessages(input.conversationId, input.before)),
    composer: composerLogic,
  },
});

/** The chat with its socket made by `socketFactory` (the app's: real, or a fake in component tests). */
export function chatLogicWith(socketFactory: ChatSocketFactory) {
  return chatMachine.provide({
    actors: {
      loadConversations: fromPromise(() => chatApi.listConversations()),
      thread: threadLogic,
      connection: socketConnectionMachine.provide({
        actors: {
          socket: socketFactory(chatSocketListeners) as never,
          refreshToken: fromPromise(() => renewSession()),
        },
      }) as never,
    },
    actions: {
      reportRead: (_, report) => {
        if (report) chatApi.markRead(report.conversationId, report.messageId).catch(() => {});
      },
    },
  });
}

export const newConversationLogic = newConversationMachine.provide({
  actors: {
    searchPeople: fromPromise(({ input }) => chatApi.searchPeople(input.search)),
    createConversation: fromPromise(({ input }) => chatApi.createConversation(input)),
  },
});
