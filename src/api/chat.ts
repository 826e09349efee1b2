// The chat calls of the API host (issue 6, server/routes/chat): conversations, message pages,
// send, edit, read state and the people search. Each rejects with the server's message.
import {
  CHAT_LIMITS, chatMemberSchema, chatMessageSchema, conversationSchema, messagePageSchema,
  type ChatMember, type ChatMessage, type Conversation, type CreateConversation, type MessagePage,
} from '../../contracts';
import { http, withServerMessage } from './http';

const BASE = '/api/chat';

export const listConversations = withServerMessage(async (): Promise<Conversation[]> => {
  const { data } = await http.get<{ data: unknown[] }>(`${BASE}/conversations`);
  return data.data.map((c) => conversationSchema.parse(c));
});

/** The newest page, or the page before a message id: oldest first within the page. */
export const loadMessages = withServerMessage(async (conversationId: number, before?: number): Promise<MessagePage> => {
  const { data } = await http.get(`${BASE}/conversations/${conversationId}/messages`, {
    params: { limit: CHAT_LIMITS.pageDefault, ...(before ? { before } : {}) },
  });
  return messagePageSchema.parse(data);
});

export const sendMessage = withServerMessage(async (conversationId: number, body: string): Promise<ChatMessage> => {
  const { data } = await http.post(`${BASE}/conversations/${conversationId}/messages`, { body });
  return chatMessageSchema.parse(data);
});

export const editMessage = withServerMessage(async (messageId: number, body: string): Promise<ChatMessage> => {
  const { data } = await http.put(`${BASE}/messages/${messageId}`, { body });
  return chatMessageSchema.parse(data);
});

export const markRead = withServerMessage(async (conversationId: number, messageId: number): Promise<void> => {
  await http.post(`${BASE}/conversations/${conversationId}/read`, { message_id: messageId });
});

export const searchPeople = withServerMessage(async (search: string): Promise<ChatMember[]> => {
  const { data } = await http.get<{ data: unknown[] }>(`${BASE}/people`, { params: { search } });
  return data.data.map((m) => chatMemberSchema.parse(m));
});

export const createConversation = withServerMessage(async (body: CreateConversation): Promise<Conversation> => {
  const { data } = await http.post(`${BASE}/conversations`, body);
  return conversationSchema.parse(data);
});

/** "I am typing here": the server relays it to the conversation's other members (throttled there too). */
export const announceTyping = withServerMessage(async (conversationId: number): Promise<void> => {
  await http.post(`${BASE}/conversations/${conversationId}/typing`);
});
