import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

// The member's own shelf (issue 12; docs/decisions/0035-saved-items-and-library.md): items saved
// for later (content, events, programs) and documents uploaded to "My library". Deletes are
// soft, so the unique keys hold for live rows only and an item can be saved again.

export const savedItems = pgTable('saved_items', {
  savedItemId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** 'content' | 'event' | 'program' (contracts SAVED_ITEM_TYPES). */
  itemType: text().notNull(),
  itemId: integer().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true, mode: 'string' }),
}, (t) => [
  uniqueIndex('saved_items_live_key').on(t.userId, t.itemType, t.itemId).where(sql`${t.deletedAt} is null`),
  index('saved_items_user_time_idx').on(t.userId, t.createdAt.desc()),
  check('saved_items_type_check', sql`${t.itemType} in ('content', 'event', 'program')`),
]);

/** An upload (multimedia/upload) the member keeps in their library: owner, title and what it is. */
export const libraryDocuments = pgTable('library_documents', {
  documentId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** The stored name of the upload (32 hex + extension). */
  storedName: text().notNull(),
  /** 'image' | 'file': which download route serves it. */
  kind: text().notNull(),
  title: text().notNull(),
  fileName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true, mode: 'string' }),
}, (t) => [
  uniqueIndex('library_documents_stored_name_key').on(t.storedName).where(sql`${t.deletedAt} is null`),
  index('library_documents_user_idx').on(t.userId, t.createdAt.desc()),
  check('library_documents_kind_check', sql`${t.kind} in ('image', 'file')`),
]);
