import { idSchema, idTextSchema } from './input-limits';
import { z } from './zod';

// Chat between members (issue 6): conversations, messages and the calls that carry them.

export const CHAT_LIMITS = { bodyMax: 4000, groupMax: 50, pageDefault: 30, pageMax: 100 } as const;

export const chatMessageSchema = z.object({
  message_id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  /** Plain text: the app shows it as text, never as HTML. */
  body: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** The member's profile image; missing (or failing to load) the app shows a coloured initial tile (SPEC §2). */
  profile_image: z.string().nullable().optional(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const conversationSchema = z.object({
  conversation_id: z.number().int(),
  is_group: z.boolean(),
  title: z.string().nullable(),
  members: z.array(chatMemberSchema),
  last_message: chatMessageSchema.nullable(),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const body = z.string().trim().min(1, 'Write a message first.').max(CHAT_LIMITS.bodyMax, `A message can have at most ${CHAT_LIMITS.bodyMax} characters.`);

export const createConversationSchema = z.object({
  member_ids: z.array(idSchema).min(1, 'Choose at least one member.').max(CHAT_LIMITS.groupMax),
  title: z.string().trim().max(120).optional(),
});
export type CreateConversation = z.infer<typeof createConversationSchema>;

export const sendMessageSchema = z.object({ body });
export const editMessageSchema = z.object({ body });

export const messagePageQuerySchema = z.object({
  /** Messages older than this id (the page before); newest page without it. */
  before: idTextSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageDefault),
});

export const messagePageSchema = z.object({ data: z.array(chatMessageSchema), has_more: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const markReadSchema = z.object({ message_id: idSchema });

export const CHAT_MESSAGES = {
  notAMember: 'You are not in this conversation.',
  notYourMessage: 'You can only edit your own messages.',
  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  unknownMembers: 'Some of these members do not exist.',
  notWithYourself: 'Choose someone other than yourself.',
} as const;

/** Typing indicator and live read state (decision 0051). */
export const CHAT_TIMING = {
  /** A member's app tells the server at most this often that they are typing (and the server relays no more often). */
  typingThrottleMs: 3000,
  /** "Maya is typing…" disappears this long after the last signal (or at once when Maya's message lands). */
  typingShowMs: 5000,
  /** Consecutive messages of one sender closer than this read as one group. */
  groupWithinMs: 5 * 60 * 1000,
} as const;

/** Server → chat sockets (/api/chat) beside new_message and update_message. */
export const CHAT_SOCKET_EVENTS = {
  /** To the other members of a conversation: ChatTyping. */
  typing: 'typing',
  /** To every chat socket of the member who read: ConversationRead (other tabs clear the count). */
  conversationRead: 'conversation_read',
} as const;

export const chatTypingSchema = z.object({ conversation_id: z.number().int(), user_id: z.number().int(), name: z.string() });
export type ChatTyping = z.infer<typeof chatTypingSchema>;

export const conversationReadSchema = z.object({ conversation_id: z.number().int(), last_read_message_id: z.number().int() });
export type ConversationRead = z.infer<typeof conversationReadSchema>;
