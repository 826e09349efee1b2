// /api/global-user/users/ (SPEC §7): the member records of the user service as a resource
// family. Rows are contracts' userRecordSchema (roles = role ids). Administrators (or roles with
// the Users privilege, menu 101) manage everyone; a member reads and edits their own record
// (names, phone, roll number, image, age, gender, active role among the roles they hold).
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  AUTH_ADMIN_MESSAGES, AUTH_MESSAGES, DEFAULT_ROLE, FAMILY_MENU_IDS, FAMILY_MESSAGES, PROFILE_MESSAGES, userCreateSchema,
  userRecordSchema, userUpdateSchema,
} from '../../contracts';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { notifyAfterCommit } from '../realtime/notify';
import { HttpError } from '../lib/http-error';
import { defineFamily, type ApiRow, type FamilyAccess, type WriteContext } from './family';

const M = FAMILY_MESSAGES;
const lower = (v: string) => v.toLowerCase();

/** Fields a member may not change on their own record without the Users privilege. */
const PRIVILEGED_USER_FIELDS = ['roles', 'enabled', 'username', 'email'] as const;

/** Live role ids in the order given (duplicates dropped), or the temp role; unknown ids → 400. */
async function resolveRoles(tx: Db, requested: unknown): Promise<number[]> {
  if (!Array.isArray(requested)) {
    const [temp] = await tx.select({ roleId: roles.roleId }).from(roles)
      .where(and(eq(roles.roleName, DEFAULT_ROLE.role_name), isNull(roles.deletedAt)));
    if (!temp) throw new Error('temp role missing: reference data not seeded');
    return [temp.roleId];
  }
  const wanted = [...new Set(requested as number[])];
  const found = await tx.select({ roleId: roles.roleId, name: roles.roleName, parentUserId: roles.parentUserId }).from(roles)
    .where(and(inArray(roles.roleId, wanted), isNull(roles.deletedAt)));
  const ids = new Set(found.map((r) => r.roleId));
  const unknown = wanted.filter((id) => !ids.has(id));
  if (unknown.length > 0) throw new HttpError(400, PROFILE_MESSAGES.unknownRoles(unknown));
  return wanted;
}

/** Only administrators hand out the admin role (the Users privilege alone must not escalate). */
async function refuseAdminGrant(ctx: WriteContext, roleIds: number[], already: readonly number[] = []): Promise<void> {
  if (ctx.admin) return;
  const granted = roleIds.filter((id) => !already.includes(id));
  if (granted.length === 0) return;
  const [admin] = await ctx.tx.select({ id: roles.roleId }).from(roles)
    .where(and(inArray(roles.roleId, granted), isNull(roles.parentUserId), sql`lower(${roles.roleName}) = 'admin'`));
  if (admin) throw new HttpError(403, M.noPrivilege);
}

/** 409 when another account (deleted ones too: the unique indexes cover them) has the name or e-mail. */
async function refuseClash(tx: Db, fields: { username?: unknown; email?: unknown }, selfId?: number): Promise<void> {
  for (const field of ['username', 'email'] as const) {
    const value = fields[field];
    if (typeof value !== 'string') continue;
    const [other] = await tx.select({ id: users.userId }).from(users)
      .where(and(sql`lower(${users[field]}) = ${lower(value)}`, selfId !== undefined ? ne(users.userId, selfId) : undefined));
    if (other) throw new HttpError(409, field === 'username' ? AUTH_MESSAGES.usernameTaken : AUTH_MESSAGES.emailTaken);
  }
}

/** Refuses (409) when any item's name or e-mail is taken, or two items share one; the replay names them. */
async function refuseClashes(tx: Db, items: ApiRow[]): Promise<void> {
  for (const field of ['username', 'email'] as const) {
    const wanted = items.map((i) => i[field]).filter((v): v is string => typeof v === 'string').map(lower);
    if (new Set(wanted).size !== wanted.length) throw new HttpError(409, M.exists('User'));
    if (wanted.length === 0) continue;
    const [other] = await tx.select({ id: users.userId }).from(users).where(inArray(sql`lower(${users[field]})`, wanted)).limit(1);
    if (other) throw new HttpError(409, M.exists('User'));
  }
}

/** A new member's values: the active role among those held, last name never null. */
function newMember(values: ApiRow, roleIds: number[]): ApiRow {
  const active = values.active_role ?? roleIds[0];
  if (!roleIds.includes(active as number)) throw new HttpError(400, M.activeRoleNotHeld);
  const { active_role: _active, ...rest } = values;
  return { ...rest, lastName: values.lastName ?? '', active_role_id: active, roles: roleIds };
}

async function replaceRoles(tx: Db, userId: number, roleIds: number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Users: owners (user_id) read and edit themselves; everything else needs menu 101. */
export const userAccess: FamilyAccess = { menuId: FAMILY_MENU_IDS.users, ownerColumn: 'user_id' };

export const userFamily = defineFamily({
  basePath: '/api/global-user/users/',
  entityName: 'User',
  tag: 'users',
  schema: userRecordSchema,
  createSchema: userCreateSchema,
  updateSchema: userUpdateSchema,
  deleteManyField: 'user_ids',
  access: userAccess,
  table: users,
  columns: {
    user_id: users.userId,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone_number: users.phoneNumber,
    enabled: users.enabled,
    active_role_id: users.activeRoleId,
    roll_number: users.rollNumber,
    profile_image: users.profileImage,
    age: users.age,
    gender: users.gender,
    registration_redirect: users.registrationRedirect,
    otpVerified: users.emailVerified,
  },
  idField: 'user_id',
  searchFields: ['username', 'email', 'firstName', 'lastName'],
  // The four fields in one lower-cased, trigram-indexed column (migration 0025, decision 0062).
  searchText: { column: users.searchText, fields: ['username', 'email', 'firstName', 'lastName'] },
  caseInsensitiveFields: ['username', 'email'],
  virtualFields: ['roles'],
  // Live role ids, lowest first, in the row's own query (one round trip fewer per list than enrich).
  virtualSelect: {
    roles: sql<number[]>`coalesce((select array_agg(ur.role_id order by ur.role_id) from user_roles ur
      join roles r on r.role_id = ur.role_id where ur.user_id = "users"."user_id" and r.deleted_at is null), '{}'::int[])`,
  },
  hooks: {
    async beforeCreate(values, ctx) {
      await refuseClash(ctx.tx, values);
      const roleIds = await resolveRoles(ctx.tx, values.roles);
      await refuseAdminGrant(ctx, roleIds);
      return newMember(values, roleIds);
    },
    async afterCreate(created, values, ctx) {
      await replaceRoles(ctx.tx, created.user_id as number, values.roles as number[]);
    },
    // The same checks for a whole createMany in three queries; any refusal replays it item by item.
    async beforeCreateMany(values, ctx) {
      await refuseClashes(ctx.tx, values);
      const resolved = new Map<string, number[]>();
      for (const key of new Set(values.map((v) => JSON.stringify(v.roles ?? null)))) {
        const roleIds = await resolveRoles(ctx.tx, JSON.parse(key));
        await refuseAdminGrant(ctx, roleIds);
        resolved.set(key, roleIds);
      }
      return values.map((v) => newMember(v, resolved.get(JSON.stringify(v.roles ?? null))!));
    },
    async afterCreateMany(created, values, ctx) {
      const rows = created.flatMap((c, i) => (values[i]!.roles as number[]).map((roleId) => ({ userId: c.user_id as number, roleId })));
      if (rows.length > 0) await ctx.tx.insert(userRoles).values(rows);
    },
    async beforeUpdate(current, changes, ctx) {
      const self = current.user_id === ctx.callerId;
      if (!ctx.privileged && PRIVILEGED_USER_FIELDS.some((f) => changes[f] !== undefined)) {
        throw new HttpError(403, M.ownerFieldsAdminOnly);
      }
      if (self && changes.enabled === false) throw new HttpError(400, AUTH_ADMIN_MESSAGES.cannotDisableSelf);
      await refuseClash(ctx.tx, changes, current.user_id as number);
      const held = current.roles as number[];
      let roleIds = held;
      if (changes.roles !== undefined) {
        roleIds = await resolveRoles(ctx.tx, changes.roles);
        await refuseAdminGrant(ctx, roleIds, held);
      }
      const { active_role: requested, ...rest } = changes;
      const out: ApiRow = { ...rest };
      if (changes.roles !== undefined) out.roles = roleIds;
      if (requested !== undefined) {
        if (!roleIds.includes(requested as number)) {
          throw new HttpError(400, changes.roles !== undefined ? M.activeRoleNotHeld : PROFILE_MESSAGES.roleNotHeld);
        }
        out.active_role_id = requested;
      } else if (changes.roles !== undefined && !roleIds.includes(current.active_role_id as number)) {
        out.active_role_id = roleIds[0];
      }
      return out;
    },
    async afterUpdate(before, _after, changes, ctx) {
      const userId = before.user_id as number;
      if (changes.roles !== undefined) {
        await replaceRoles(ctx.tx, userId, changes.roles as number[]);
        // A role granted by someone else is news for the member (issue 6).
        const granted = (changes.roles as number[]).filter((id) => !(before.roles as number[]).includes(id));
        if (granted.length > 0 && userId !== ctx.callerId) {
          const names = await ctx.tx.select({ name: roles.displayName }).from(roles).where(inArray(roles.roleId, granted));
          const list = names.map((n) => n.name).join(', ');
          await notifyAfterCommit(ctx, [userId], {
            notification_type: 'role',
            notification_body: `You were given the ${list} role${names.length > 1 ? 's' : ''}. Choose it any time with Switch View.`,
            notification_link: '/select-role',
          });
        }
      }
      if (changes.enabled === false && before.enabled === true) {
        await ctx.app.auth.sessions.revokeAllForUsers([userId], 'account disabled', ctx.tx);
      }
    },
    async beforeDelete(current, ctx) {
      if (current.user_id === ctx.callerId) throw new HttpError(400, AUTH_ADMIN_MESSAGES.cannotDeleteSelf);
    },
    async afterDelete(deleted, ctx) {
      await ctx.app.auth.sessions.revokeAllForUsers(deleted.map((r) => r.user_id as number), 'account deleted', ctx.tx);
    },
    uniqueMessage: (constraint) => (constraint === 'users_username_key' ? AUTH_MESSAGES.usernameTaken
      : constraint === 'users_email_key' ? AUTH_MESSAGES.emailTaken : undefined),
  },
});

