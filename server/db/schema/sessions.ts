import { integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A sign-in: every refresh token rotated from it belongs to this family. */
export const sessions = pgTable('sessions', {
  sessionId: text().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  tenantId: text().notNull(),
  userAgent: text(),
  ip: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp({ withTimezone: true }),
  revokedReason: text(),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Refresh tokens are stored only as hashes; `usedAt` marks a rotated one. */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text().primaryKey(),
  sessionId: text().notNull().references(() => sessions.sessionId, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
}, (t) => [index('refresh_tokens_session_idx').on(t.sessionId)]);

/** One-time codes for e-mail verification; the code itself is never stored. */
export const otpCodes = pgTable('otp_codes', {
  otpId: serial().primaryKey(),
  email: text().notNull(),
  codeHash: text().notNull(),
  purpose: text().notNull(),
  /** Where the code was mailed: it proves control of this address only (the parent's, for members under 18). */
  recipient: text(),
  /** Client address that asked for the code (per-address cap on sends). */
  requestedIp: text(),
  /** A registration waiting for this code (hosted pages): the account is created only once the code is right. */
  pending: jsonb(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  consumedAt: timestamp({ withTimezone: true }),
  /** Set when the right code was entered (consumedAt alone may mean replaced or exhausted). */
  verifiedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('otp_codes_email_idx').on(t.email, t.createdAt), index('otp_codes_ip_idx').on(t.requestedIp, t.createdAt)]);

/** Mail that was not handed to SMTP (no SMTP_URL): readable in development and by tests. */
export const outbox = pgTable('outbox', {
  mailId: serial().primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('outbox_to_idx').on(t.to)]);

/** Failed sign-ins per account and per client address, for lockouts with a growing wait. */
export const signInFailures = pgTable('sign_in_failures', {
  key: text().primaryKey(), // 'account:<user id>' or 'ip:<address>'
  failures: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the API host generates once and every process shares (e.g. the JWT key). */
export const serverKeys = pgTable('server_keys', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
