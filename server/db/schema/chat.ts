import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

// Chat between members (issue 6): conversations (one-to-one or group), who is in them with
// how far each has read, and the messages. Bodies are stored and returned as plain text.

export const conversations = pgTable('conversations', {
  conversationId: serial().primaryKey(),
  isGroup: boolean().notNull().default(false),
  title: text(),
  /** For one-to-one chats: "<lower id>:<higher id>", so a pair has one conversation. */
  pairKey: text().unique(),
  createdBy: integer().notNull().references(() => users.userId),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp({ withTimezone: true }),
});

export const conversationMembers = pgTable('conversation_members', {
  conversationId: integer().notNull().references(() => conversations.conversationId, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  lastReadMessageId: integer().notNull().default(0),
  joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)]);

export const messages = pgTable('messages', {
  messageId: serial().primaryKey(),
  conversationId: integer().notNull().references(() => conversations.conversationId, { onDelete: 'cascade' }),
  senderId: integer().notNull().references(() => users.userId),
  body: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  editedAt: timestamp({ withTimezone: true }),
}, (t) => [index('messages_conversation_idx').on(t.conversationId, t.messageId.desc())]);
