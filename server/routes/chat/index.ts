import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_SOCKET_EVENTS, CHAT_TIMING, type ChatTyping, type ConversationRead,
  chatMemberSchema, chatMessageSchema, conversationSchema, createConversationSchema, editMessageSchema, errorResponseSchema, idTextSchema,
  markReadSchema, messagePageQuerySchema, messagePageSchema, sendMessageSchema, SOCKET_EVENTS, userRoom,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { createChatStore } from '../../chat/chat-store';
import { notifyUsers } from '../../realtime/notify';
import { markReadByLink, readLinks } from '../../realtime/read-state';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const idParam = z.object({ id: idTextSchema });

/**
 * Chat between members (issue 6) under /api/chat/: conversations, message history with paging,
 * send and edit (pushed live as new_message / update_message on the /api/chat namespace), read
 * state. A member with no chat socket open anywhere gets a notification instead.
 */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createChatStore(app.db);
  /** When each member's typing in each conversation ("<user>:<conversation>") was last relayed. */
  const lastRelay = new Map<string, number>();
  const tags = ['chat'];
  const auth = { onRequest: [app.authenticate] };

  /** Members of the conversation with no chat socket on any process: they hear of it by notification. */
  async function offline(userIds: number[]): Promise<number[]> {
    const result: number[] = [];
    for (const id of userIds) {
      const sockets = await app.realtime.chat.in(userRoom(id)).fetchSockets();
      if (sockets.length === 0) result.push(id);
    }
    return result;
  }

  app.get('/api/chat/conversations', {
    ...auth, schema: { tags, summary: 'My conversations, most recent first, with the last message and unread count', response: { 200: z.object({ data: z.array(conversationSchema) }), ...errors } },
  }, async (request) => ({ data: await store.list(callerId(request)) }));

  app.post('/api/chat/conversations', {
    ...auth, schema: { tags, summary: 'Start a conversation (one-to-one chats are unique per pair)', body: createConversationSchema, response: { 200: conversationSchema, 201: conversationSchema, ...errors } },
  }, async (request, reply) => {
    const { conversation, created } = await store.create(callerId(request), request.body.member_ids, request.body.title);
    return reply.status(created ? 201 : 200).send(conversation);
  });

  app.get('/api/chat/conversations/:id', {
    ...auth, schema: { tags, summary: 'One of my conversations', params: idParam, response: { 200: conversationSchema, ...errors } },
  }, async (request) => store.one(request.params.id, callerId(request)));

  app.get('/api/chat/conversations/:id/messages', {
    ...auth, schema: { tags, summary: 'Messages, oldest first; `before` pages back in history', params: idParam, querystring: messagePageQuerySchema, response: { 200: messagePageSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    const page = await store.page(request.params.id, me, request.query.before, request.query.limit);
    // Opening a conversation (its latest page) reads the message notifications it caused.
    if (request.query.before === undefined) await markReadByLink(app, me, readLinks.conversation(request.params.id));
    return page;
  });

  app.post('/api/chat/conversations/:id/messages', {
    ...auth,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Send a message (plain text)', params: idParam, body: sendMessageSchema, response: { 201: chatMessageSchema, ...errors } },
  }, async (request, reply) => {
    const me = callerId(request);
    const { message, memberIds } = await store.send(request.params.id, me, request.body.body);
    // The message ends the "is typing…" line on the others' screens: the next keystroke is news again.
    lastRelay.delete(`${me}:${request.params.id}`);
    app.realtime.toUsers(app.realtime.chat, memberIds, SOCKET_EVENTS.newMessage, message);
    const away = await offline(memberIds.filter((id) => id !== me));
    const preview = message.body.length > 140 ? `${message.body.slice(0, 137)}…` : message.body;
    await notifyUsers(app, away, { notification_type: 'message', notification_body: `${message.sender_name}: ${preview}`, notification_link: readLinks.conversation(request.params.id) }, me);
    return reply.status(201).send(message);
  });

  app.put('/api/chat/messages/:id', {
    ...auth, schema: { tags, summary: 'Edit one of my messages', params: idParam, body: editMessageSchema, response: { 200: chatMessageSchema, ...errors } },
  }, async (request) => {
    const { message, memberIds } = await store.edit(request.params.id, callerId(request), request.body.body);
    app.realtime.toUsers(app.realtime.chat, memberIds, SOCKET_EVENTS.updateMessage, message);
    return message;
  });

  app.post('/api/chat/conversations/:id/read', {
    ...auth, schema: { tags, summary: 'I have read up to this message', params: idParam, body: markReadSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const me = callerId(request);
    const lastRead = await store.markRead(request.params.id, me, request.body.message_id);
    // The member's other tabs and devices clear this conversation's unread count too.
    const payload: ConversationRead = { conversation_id: request.params.id, last_read_message_id: lastRead };
    app.realtime.toUsers(app.realtime.chat, [me], CHAT_SOCKET_EVENTS.conversationRead, payload);
    return reply.status(204).send(null);
  });

  // Typing (decision 0051): the app says so at most every few seconds; the server relays it over
  // the chat socket to the OTHER members of the conversation only (a non-member gets 403/404 and
  // nobody hears anything), and no more often than CHAT_TIMING.typingThrottleMs per member and
  // conversation, whatever a client sends. One process remembers its own last relays.
  app.post('/api/chat/conversations/:id/typing', {
    ...auth,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags, summary: 'I am typing in this conversation (relayed as `typing` to its other members)', params: idParam, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    const me = callerId(request);
    const conversationId = request.params.id;
    const { to, name } = await store.typingNotice(conversationId, me);
    const key = `${me}:${conversationId}`;
    const now = Date.now();
    if (now - (lastRelay.get(key) ?? 0) >= CHAT_TIMING.typingThrottleMs - 250) {
      lastRelay.set(key, now);
      if (lastRelay.size > 10_000) for (const [k, at] of lastRelay) if (now - at > CHAT_TIMING.typingThrottleMs) lastRelay.delete(k);
      const payload: ChatTyping = { conversation_id: conversationId, user_id: me, name };
      app.realtime.toUsers(app.realtime.chat, to, CHAT_SOCKET_EVENTS.typing, payload);
    }
    return reply.status(204).send(null);
  });

  app.get('/api/chat/people', {
    ...auth, schema: { tags, summary: 'Members to start a chat with, by name or username', querystring: z.object({ search: z.string().trim().min(1).max(80) }), response: { 200: z.object({ data: z.array(chatMemberSchema) }), ...errors } },
  }, async (request) => ({ data: await store.people(callerId(request), request.query.search) }));
};

export default chatRoutes;
