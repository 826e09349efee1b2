import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { users } from './identity';

// Typed profiles (issue 15; docs/decisions/0039-profiles.md): a member's entrepreneur, idea,
// incubation, venture, startup and institute profiles as structured records, several per member,
// each with its own visibility (public, members, private). The individual profile itself extends
// member_profiles (schema/network.ts).

export const typedProfiles = pgTable('typed_profiles', {
  profileId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** entrepreneur, idea, incubation, venture, startup, institute. */
  kind: text().notNull(),
  name: text().notNull(),
  summary: text().notNull().default(''),
  stage: text(),
  sector: text(),
  /** [{ name, role }]. */
  team: jsonb().$type<{ name: string; role: string }[]>().notNull().default(sql`'[]'::jsonb`),
  traction: text().notNull().default(''),
  /** Funding sought in Indian rupees (null: not seeking). */
  fundingSought: bigint({ mode: 'number' }),
  /** A stored upload (kind file): { name, file_name, size }. */
  pitchDeck: jsonb().$type<{ name: string; file_name: string; size: number }>(),
  website: text(),
  city: text(),
  state: text(),
  /** public (anyone), members (signed-in members), private (only the owner). */
  visibility: text().notNull().default('members'),
  ...auditColumns(),
}, (t) => [
  index('typed_profiles_user_idx').on(t.userId).where(sql`${t.deletedAt} is null`),
  index('typed_profiles_kind_idx').on(t.kind, t.visibility).where(sql`${t.deletedAt} is null`),
  check('typed_profiles_kind_check', sql`${t.kind} in ('entrepreneur', 'idea', 'incubation', 'venture', 'startup', 'institute')`),
  check('typed_profiles_visibility_check', sql`${t.visibility} in ('public', 'members', 'private')`),
  check('typed_profiles_funding_check', sql`${t.fundingSought} is null or ${t.fundingSought} >= 0`),
]);

export type TypedProfileRow = typeof typedProfiles.$inferSelect;
