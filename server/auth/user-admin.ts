import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AUTH_ADMIN_BATCH_MAX, AUTH_ADMIN_MESSAGES, AUTH_MESSAGES, createAuthUserItemSchema, DEFAULT_ROLE, updateAuthUserItemSchema,
  type AuthUser, type AuthUserFields, type BatchItemError, type CreateAuthUserItem, type ListResponse, type SearchUsersQuery,
  type UpdateAuthUserItem,
} from '../../contracts';
import type { Db } from '../db/client';
import { credentials, roles, userRoles, users } from '../db/schema';
import { batchFailed, escapeLike, parseItems, pgErrorOf, type BatchVerb } from '../lib/batch';
import { HttpError } from '../lib/http-error';
import { countCapFor, countCapped, metadataOf, SEARCH_TEXT_SEPARATOR, totalFromPage } from '../resources/list-query';
import { hashPassword } from '../lib/password';
import type { SessionStore } from './sessions';
import type { UserRow } from './users';

// The identity admin calls of SPEC §7 (docs/decisions/0007): search, update, and the
// all-or-nothing batch calls. Callers have already been checked to be administrators.

const M = AUTH_ADMIN_MESSAGES;
const notDeleted = isNull(users.deletedAt);
const lower = (v: string) => v.toLowerCase();

export const toAuthUser = (u: UserRow): AuthUser => ({
  user_id: u.userId, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email, enabled: u.enabled,
});

/** A batch refused as a whole: nothing was written. */
const batchRefused = (errors: BatchItemError[], total: number, verb: BatchVerb) =>
  batchFailed((failed) => M.batchFailed(failed, total, verb), errors);

/** The raw body of a batch call as a list, or a 400 for the whole call. */
export function batchList(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw new HttpError(400, M.batchNotList);
  if (body.length === 0) throw new HttpError(400, M.batchEmpty);
  if (body.length > AUTH_ADMIN_BATCH_MAX) throw new HttpError(400, M.batchTooLarge);
  return body;
}

/** Which unique field a database error violated (a race the checks above could not see). */
function uniqueViolation(err: unknown): 'username' | 'email' | 'other' | null {
  const pgError = pgErrorOf(err);
  if (pgError?.code !== '23505') return null;
  const text = `${pgError.constraint} ${pgError.message}`;
  return text.includes('users_username_key') ? 'username' : text.includes('users_email_key') ? 'email' : 'other';
}
const clashMessage = (field: 'username' | 'email') => (field === 'username' ? AUTH_MESSAGES.usernameTaken : AUTH_MESSAGES.emailTaken);

/** Any holder (deleted ones too: the unique indexes cover them) of these usernames or e-mails. */
async function holders(db: Db, usernames: string[], emails: string[]) {
  const conds: SQL[] = [];
  if (usernames.length) conds.push(inArray(sql`lower(${users.username})`, usernames.map(lower)));
  if (emails.length) conds.push(inArray(sql`lower(${users.email})`, emails.map(lower)));
  if (!conds.length) return { byUsername: new Map<string, number>(), byEmail: new Map<string, number>() };
  const rows = await db.select({ userId: users.userId, username: users.username, email: users.email }).from(users).where(or(...conds));
  return {
    byUsername: new Map(rows.map((r) => [lower(r.username), r.userId])),
    byEmail: new Map(rows.map((r) => [lower(r.email), r.userId])),
  };
}

/** Hashes with bounded parallelism: scrypt takes 128 MiB and a libuv thread per call. */
async function hashAll(passwords: (string | undefined)[], parallel = 4): Promise<(string | null)[]> {
  const out: (string | null)[] = passwords.map(() => null);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < passwords.length; i = next++) {
      const p = passwords[i];
      if (p !== undefined) out[i] = await hashPassword(p);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, passwords.length) }, worker));
  return out;
}

const fieldsOf = (f: AuthUserFields) => {
  const set: Partial<Pick<UserRow, 'username' | 'firstName' | 'lastName' | 'email' | 'enabled'>> = {};
  if (f.username !== undefined) set.username = f.username;
  if (f.firstName !== undefined) set.firstName = f.firstName;
  if (f.lastName !== undefined) set.lastName = f.lastName;
  if (f.email !== undefined) set.email = f.email;
  if (f.enabled !== undefined) set.enabled = f.enabled;
  return set;
};

export function createUserAdmin(db: Db, sessions: SessionStore) {
  async function search(q: SearchUsersQuery): Promise<ListResponse<AuthUser>> {
    const conds: SQL[] = [notDeleted];
    const text = q.search?.trim();
    if (text) {
      const pattern = `%${escapeLike(text)}%`;
      // The four fields in users.search_text: one trigram-indexed LIKE (decision 0062); a term
      // holding its separator could match across two fields, so it takes the four ILIKEs.
      conds.push(text.includes(SEARCH_TEXT_SEPARATOR)
        ? or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))!
        : sql`${users.searchText} like lower(${pattern})`);
    }
    if (q.user_id) conds.push(q.user_id.length ? inArray(users.userId, q.user_id) : sql`false`);
    if (q.username) conds.push(q.username.length ? inArray(sql`lower(${users.username})`, q.username.map(lower)) : sql`false`);
    if (q.email) conds.push(q.email.length ? inArray(sql`lower(${users.email})`, q.email.map(lower)) : sql`false`);
    if (q.enabled !== undefined) conds.push(eq(users.enabled, q.enabled));
    const where = and(...conds);
    const all = q.limit === -1;
    const offset = all ? 0 : (q.page - 1) * q.limit;
    const base = db.select().from(users).where(where).orderBy(asc(users.userId));
    const rows = all ? await base : await base.limit(q.limit).offset(offset);
    // The page tells a last page's total; otherwise the count stops at the cap (decision 0062).
    const known = totalFromPage(rows.length, all ? undefined : q.limit, offset);
    const total = known !== undefined ? known : await countCapped(db, users, where, countCapFor(offset, all ? undefined : q.limit));
    return { data: rows.map(toAuthUser), metadata: metadataOf(total, q) };
  }

  /** PUT updateAuthUser/{id}: 404 for missing or deleted, 409 on a username or e-mail clash. */
  async function updateOne(userId: number, fields: AuthUserFields, actingUserId: number): Promise<AuthUser> {
    const set = fieldsOf(fields);
    if (set.enabled === false && userId === actingUserId) throw new HttpError(400, M.cannotDisableSelf);
    try {
      return await db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(and(notDeleted, eq(users.userId, userId))).for('update');
        if (!current) throw new HttpError(404, M.userNotFound);
        for (const field of ['username', 'email'] as const) {
          const value = set[field];
          if (value === undefined) continue;
          const [other] = await tx.select({ id: users.userId }).from(users)
            .where(and(ne(users.userId, userId), sql`lower(${users[field]}) = ${lower(value)}`));
          if (other) throw new HttpError(409, clashMessage(field));
        }
        if (Object.keys(set).length === 0) return toAuthUser(current);
        const [row] = await tx.update(users).set({ ...set, modifiedBy: actingUserId, modifiedAt: new Date() })
          .where(eq(users.userId, userId)).returning();
        if (set.enabled === false && current.enabled) await sessions.revokeAllForUser(userId, 'account disabled', tx);
        return toAuthUser(row!);
      });
    } catch (err) {
      const field = uniqueViolation(err);
      if (field === 'username' || field === 'email') throw new HttpError(409, clashMessage(field));
      throw err;
    }
  }

  /** POST createMany: every item valid, or nothing written. New members get the temp role. */
  async function createMany(raw: unknown[], actingUserId: number): Promise<AuthUser[]> {
    const errors: BatchItemError[] = [];
    const items = parseItems(createAuthUserItemSchema, raw, errors);
    const valid = items.filter((i): i is CreateAuthUserItem => i !== null);
    const checkClashes = async (executor: Db) => {
      const found = await holders(executor, valid.map((i) => i.username), valid.map((i) => i.email));
      const seenU = new Map<string, number>();
      const seenE = new Map<string, number>();
      items.forEach((item, index) => {
        if (!item) return;
        const u = lower(item.username);
        const e = lower(item.email);
        if (found.byUsername.has(u)) errors.push({ index, message: AUTH_MESSAGES.usernameTaken });
        else if (seenU.has(u)) errors.push({ index, message: M.usernameTwice });
        else if (found.byEmail.has(e)) errors.push({ index, message: AUTH_MESSAGES.emailTaken });
        else if (seenE.has(e)) errors.push({ index, message: M.emailTwice });
        if (!seenU.has(u)) seenU.set(u, index);
        if (!seenE.has(e)) seenE.set(e, index);
      });
    };
    await checkClashes(db);
    if (errors.length) throw batchRefused(errors, raw.length, 'created');

    // The slow part, outside the transaction: nothing is written if a check below fails.
    const hashes = await hashAll(valid.map((i) => i.password));
    try {
      return await db.transaction(async (tx) => {
        await checkClashes(tx); // again, inside the transaction: someone may have signed up meanwhile
        if (errors.length) throw batchRefused(errors, raw.length, 'created');
        const [temp] = await tx.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleName, DEFAULT_ROLE.role_name));
        if (!temp) throw new Error('temp role missing: reference data not seeded');
        const now = new Date();
        const created = await tx.insert(users).values(valid.map((i) => ({
          username: i.username, email: i.email, firstName: i.firstName, lastName: i.lastName, enabled: i.enabled,
          emailVerified: false, activeRoleId: temp.roleId, createdBy: actingUserId, createdAt: now,
        }))).returning();
        await tx.insert(userRoles).values(created.map((u) => ({ userId: u.userId, roleId: temp.roleId })));
        const creds = created.flatMap((u, i) => (hashes[i] ? [{ userId: u.userId, passwordHash: hashes[i] }] : []));
        if (creds.length) await tx.insert(credentials).values(creds);
        return created.map(toAuthUser);
      });
    } catch (err) {
      const field = uniqueViolation(err);
      if (field === 'username' || field === 'email') throw new HttpError(409, clashMessage(field));
      throw err;
    }
  }

  /** POST updateMany: every item valid, or nothing written. Disabling revokes sessions. */
  async function updateMany(raw: unknown[], actingUserId: number): Promise<AuthUser[]> {
    const errors: BatchItemError[] = [];
    const items = parseItems(updateAuthUserItemSchema, raw, errors);
    try {
      return await db.transaction(async (tx) => {
        const ids = [...new Set(items.flatMap((i) => (i ? [i.user_id] : [])))];
        const currentRows = ids.length ? await tx.select().from(users).where(and(notDeleted, inArray(users.userId, ids))).for('update') : [];
        const current = new Map(currentRows.map((r) => [r.userId, r]));
        const seenIds = new Set<number>();
        const ok: { index: number; item: UpdateAuthUserItem; row: UserRow }[] = [];
        items.forEach((item, index) => {
          if (!item) return;
          const row = current.get(item.user_id);
          if (!row) errors.push({ index, message: M.userNotFound });
          else if (seenIds.has(item.user_id)) errors.push({ index, message: M.userTwice });
          else if (item.enabled === false && item.user_id === actingUserId) errors.push({ index, message: M.cannotDisableSelf });
          else ok.push({ index, item, row });
          seenIds.add(item.user_id);
        });
        // Compare final states: a username may move between members of the same batch.
        const finalU = new Map(ok.map(({ item, row }) => [item.user_id, lower(item.username ?? row.username)]));
        const finalE = new Map(ok.map(({ item, row }) => [item.user_id, lower(item.email ?? row.email)]));
        const found = await holders(tx, ok.flatMap(({ item }) => item.username ?? []), ok.flatMap(({ item }) => item.email ?? []));
        const inBatch = new Set(ok.map(({ item }) => item.user_id));
        const takenBy = (value: string, holder: Map<string, number>, final: Map<number, string>, self: number) => {
          const owner = holder.get(value);
          if (owner !== undefined && owner !== self && !inBatch.has(owner)) return 'db';
          for (const [id, v] of final) if (id !== self && v === value) return 'batch';
          return null;
        };
        for (const { index, item } of ok) {
          const u = item.username === undefined ? null : takenBy(lower(item.username), found.byUsername, finalU, item.user_id);
          const e = item.email === undefined ? null : takenBy(lower(item.email), found.byEmail, finalE, item.user_id);
          if (u) errors.push({ index, message: u === 'db' ? AUTH_MESSAGES.usernameTaken : M.usernameTwice });
          else if (e) errors.push({ index, message: e === 'db' ? AUTH_MESSAGES.emailTaken : M.emailTwice });
        }
        if (errors.length) throw batchRefused(errors, raw.length, 'updated');

        // A value moving from one member of the batch to another would hit the unique index
        // mid-way: park the moving values on placeholders first.
        const currentU = new Map(ok.map(({ row }) => [lower(row.username), row.userId]));
        const currentE = new Map(ok.map(({ row }) => [lower(row.email), row.userId]));
        const moves = ok.filter(({ item }) => (item.username !== undefined && currentU.has(lower(item.username)) && currentU.get(lower(item.username)) !== item.user_id)
          || (item.email !== undefined && currentE.has(lower(item.email)) && currentE.get(lower(item.email)) !== item.user_id));
        if (moves.length) {
          for (const { row } of ok) {
            const tag = `~moving~${row.userId}~${randomUUID()}`;
            await tx.update(users).set({ username: tag, email: `${tag}@invalid` }).where(eq(users.userId, row.userId));
          }
        }
        const now = new Date();
        const out: AuthUser[] = [];
        for (const { item, row } of ok) {
          const set = fieldsOf(item);
          if (moves.length) {
            set.username ??= row.username;
            set.email ??= row.email;
          }
          if (Object.keys(set).length === 0) {
            out.push(toAuthUser(row));
            continue;
          }
          const [updated] = await tx.update(users).set({ ...set, modifiedBy: actingUserId, modifiedAt: now })
            .where(eq(users.userId, row.userId)).returning();
          out.push(toAuthUser(updated!));
        }
        const disabled = ok.filter(({ item, row }) => item.enabled === false && row.enabled).map(({ row }) => row.userId);
        await sessions.revokeAllForUsers(disabled, 'account disabled', tx);
        return out;
      });
    } catch (err) {
      const field = uniqueViolation(err);
      if (field === 'username' || field === 'email') throw new HttpError(409, clashMessage(field));
      throw err;
    }
  }

  /** PUT deleteMany: soft delete and end their sessions; every id valid, or nothing written. */
  async function deleteMany(userIds: number[], actingUserId: number): Promise<number> {
    return db.transaction(async (tx) => {
      const found = await tx.select({ id: users.userId }).from(users)
        .where(and(notDeleted, inArray(users.userId, userIds))).for('update');
      const live = new Set(found.map((r) => r.id));
      const errors: BatchItemError[] = [];
      const seen = new Set<number>();
      userIds.forEach((id, index) => {
        if (id === actingUserId) errors.push({ index, message: M.cannotDeleteSelf });
        else if (!live.has(id)) errors.push({ index, message: M.userNotFound });
        else if (seen.has(id)) errors.push({ index, message: M.userTwice });
        seen.add(id);
      });
      if (errors.length) throw batchRefused(errors, userIds.length, 'deleted');
      const now = new Date();
      const deleted = await tx.update(users).set({ deletedBy: actingUserId, deletedAt: now })
        .where(and(notDeleted, inArray(users.userId, userIds))).returning({ id: users.userId });
      await sessions.revokeAllForUsers(userIds, 'account deleted', tx);
      return deleted.length;
    });
  }

  return { search, updateOne, createMany, updateMany, deleteMany };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
