// The content families of SPEC §7 on the family engine (server/resources/family.ts,
// docs/decisions/0009): member-owned records (settings, notifications, group users, community
// records, repository items, enrolments) and the learning hierarchy (programs, courses,
// modules, units: every member reads, writes need the privilege on their menu).
// searchPrograms is registered before the programs family (its own path, server/routes/programs).
import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityCommonCreateSchema, communityCommonSchema, communityCommonUpdateSchema, CONTENT_MESSAGES, courseCreateSchema, courseSchema,
  courseUpdateSchema, datesInOrder, FAMILY_MENU_IDS, FAMILY_MESSAGES, groupUserCreateSchema, groupUserSchema, groupUserUpdateSchema,
  moduleCreateSchema, moduleSchema, moduleUpdateSchema, notificationCreateSchema, notificationSchema, notificationUpdateSchema,
  programCreateSchema, programEnrolledCreateSchema, programEnrolledSchema, programEnrolledUpdateSchema, programSchema,
  programUpdateSchema, unitBodyProblem, unitCreateSchema, unitSchema, unitUpdateSchema, userRepoItemCreateSchema, userRepoItemSchema,
  userRepoItemUpdateSchema, userSettingCreateSchema, userSettingSchema, userSettingUpdateSchema, type Notification, type UnitType,
} from '../../contracts';
import type { Db } from '../db/client';
import {
  communityCommon, communitySpaceMembers, courses, groupUsers, modules, notifications, programs, programsEnrolled, units, userRepoItems, userSettings,
} from '../db/schema';
import { requireSpaceWrite } from '../community/spaces';
import { checkProgressWrite } from '../learning/quiz';
import { HttpError } from '../lib/http-error';
import { isoTimestamps } from '../lib/iso-dates';
import { notifyAfterCommit, pushNotifications } from '../realtime/notify';
import { announceRead } from '../realtime/read-state';
import { settleAnnouncements } from '../realtime/announcements';
import completeProgramRoutes from '../routes/programs/complete';
import searchProgramsRoutes, { PROGRAM_COLUMNS } from '../routes/programs/search';
import { defineFamily, type ApiRow } from './family';

const M = FAMILY_MENU_IDS;

/** A live row of `table` with this id, or a 400 naming what is missing (FKs alone accept soft-deleted parents). */
async function requireLive(tx: Db, table: PgTable, idColumn: AnyPgColumn, deletedAt: AnyPgColumn, id: unknown, message: string) {
  if (typeof id !== 'number') return;
  const [row] = await tx.select({ id: idColumn }).from(table).where(and(eq(idColumn, id), isNull(deletedAt))).limit(1);
  if (!row) throw new HttpError(400, message);
}

/** Video, file and quiz units carry JSON of their schema; a link is http(s) (or, for files, a path here). */
function checkUnitBody(type: UnitType, body: string) {
  const problem = unitBodyProblem(type, body);
  if (problem) throw new HttpError(400, problem);
}

// ---- member-owned ---------------------------------------------------------------------------

export const userSettingFamily = defineFamily({
  basePath: '/api/user/userSettings/',
  entityName: 'User setting',
  pathEntity: 'UserSetting',
  tag: 'userSettings',
  schema: userSettingSchema,
  createSchema: userSettingCreateSchema,
  updateSchema: userSettingUpdateSchema,
  deleteManyField: 'user_setting_ids',
  access: { menuId: M.userSettings, ownerColumn: 'user_id' },
  table: userSettings,
  columns: {
    user_setting_id: userSettings.userSettingId,
    user_id: userSettings.userId,
    settings: userSettings.settings,
  },
  idField: 'user_setting_id',
  searchFields: [],
  hooks: { uniqueMessage: () => 'This member already has settings.' },
});

export const notificationFamily = defineFamily({
  basePath: '/api/notification/notifications/',
  entityName: 'Notification',
  tag: 'notifications',
  schema: notificationSchema,
  createSchema: notificationCreateSchema,
  updateSchema: notificationUpdateSchema,
  deleteManyField: 'notification_ids',
  access: { menuId: M.notifications, ownerColumn: 'user_id' },
  // Stored first, then pushed live to each member's sockets (new_notification).
  hooks: {
    // A live announcement's rows are written just after its shared frame: reads wait for them.
    beforeRequest: settleAnnouncements,
    afterCreate: async (created, _values, ctx) => ctx.afterCommit(() => pushNotifications(ctx.app, [{ ...created, cdate_time: new Date(String(created.cdate_time)).toISOString() } as Notification])),
    // Every tab and device of the member drops it from the bell too (notifications_read).
    afterUpdate: async (before, after, _changes, ctx) => {
      if (before.is_read === false && after.is_read === true) ctx.afterCommit(() => announceRead(ctx.app, after.user_id as number, [after.notification_id as number]));
    },
  },
  table: notifications,
  // The bell's "See all N unread" and the Communication pager show this total as exact: counted
  // up to 10,000 as before decision 0070 (one member's rows, by the user_id index), not 1,000.
  countCap: 10_000,
  columns: {
    notification_id: notifications.notificationId,
    user_id: notifications.userId,
    notification_type: notifications.notificationType,
    notification_body: notifications.notificationBody,
    notification_image: notifications.notificationImage,
    notification_link: notifications.notificationLink,
    is_read: notifications.isRead,
    cdate_time: notifications.cdateTime,
    created_by: notifications.createdBy,
    modified_by: notifications.modifiedBy,
  },
  idField: 'notification_id',
  searchFields: ['notification_type', 'notification_body'],
  toApi: isoTimestamps(['cdate_time']),
});

/** parent_user_id ≠ user_id, on create and on the row an update leaves. */
function notOwnGroup(row: ApiRow) {
  if (row.parent_user_id === row.user_id) throw new HttpError(400, CONTENT_MESSAGES.groupSelf);
}

export const groupUserFamily = defineFamily({
  basePath: '/api/user/groupUsers/',
  entityName: 'Group user',
  pathEntity: 'GroupUser',
  tag: 'groupUsers',
  schema: groupUserSchema,
  createSchema: groupUserCreateSchema,
  updateSchema: groupUserUpdateSchema,
  deleteManyField: 'table_ids',
  access: { menuId: M.groupUsers, ownerColumn: 'parent_user_id' },
  table: groupUsers,
  columns: {
    table_id: groupUsers.tableId,
    parent_user_id: groupUsers.parentUserId,
    user_id: groupUsers.userId,
  },
  idField: 'table_id',
  searchFields: [],
  hooks: {
    beforeCreate: async (values) => notOwnGroup(values),
    beforeUpdate: async (current, changes) => notOwnGroup({ ...current, ...changes }),
    uniqueMessage: () => 'This member is already in the group.',
  },
});

export const communityCommonFamily = defineFamily({
  basePath: '/api/community/communityCommon/',
  entityName: 'Community common',
  entityPlural: 'community records',
  pathEntity: 'CommunityCommon',
  tag: 'communityCommon',
  schema: communityCommonSchema,
  createSchema: communityCommonCreateSchema,
  updateSchema: communityCommonUpdateSchema,
  deleteManyField: 'community_common_ids',
  access: { menuId: M.communityCommon, ownerColumn: 'owner_user_id' },
  table: communityCommon,
  columns: {
    community_common_id: communityCommon.communityCommonId,
    owner_user_id: communityCommon.ownerUserId,
    community_name: communityCommon.communityName,
    community_type: communityCommon.communityType,
    description: communityCommon.description,
  },
  idField: 'community_common_id',
  searchFields: ['community_name', 'description'],
  // A community record is a space (decision 0030): owners without the family privilege need write
  // on the community's menu, as on POST /api/community/spaces; the owner is its first member.
  hooks: {
    beforeCreate: async (values, ctx) => {
      if (!ctx.privileged) await requireSpaceWrite(ctx.tx, ctx.callerId, values.community_type as string);
    },
    beforeUpdate: async (_current, changes, ctx) => {
      if (!ctx.privileged && changes.community_type !== undefined) await requireSpaceWrite(ctx.tx, ctx.callerId, changes.community_type as string);
    },
    afterCreate: async (created, _values, ctx) => {
      await ctx.tx.insert(communitySpaceMembers).values({ communityCommonId: created.community_common_id as number, userId: created.owner_user_id as number }).onConflictDoNothing();
    },
  },
});

export const userRepoItemFamily = defineFamily({
  basePath: '/api/global-user/userRepoItems/',
  entityName: 'User repo item',
  pathEntity: 'UserRepoItem',
  tag: 'userRepoItems',
  schema: userRepoItemSchema,
  createSchema: userRepoItemCreateSchema,
  updateSchema: userRepoItemUpdateSchema,
  deleteManyField: 'repoitem_ids',
  access: { menuId: M.userRepository, ownerColumn: 'user_id' },
  table: userRepoItems,
  columns: {
    repoitem_id: userRepoItems.repoitemId,
    user_id: userRepoItems.userId,
    repoitem_type: userRepoItems.repoitemType,
    repoitem_subtype: userRepoItems.repoitemSubtype,
    repoitem_name: userRepoItems.repoitemName,
    repoitem_value: userRepoItems.repoitemValue,
    community_common_id: userRepoItems.communityCommonId,
  },
  idField: 'repoitem_id',
  searchFields: ['repoitem_name', 'repoitem_type', 'repoitem_subtype'],
  caseInsensitiveFields: ['repoitem_subtype'],
  hooks: {
    beforeCreate: async (values, ctx) => requireLive(ctx.tx, communityCommon, communityCommon.communityCommonId, communityCommon.deletedAt,
      values.community_common_id, FAMILY_MESSAGES.referenceMissing),
    beforeUpdate: async (_current, changes, ctx) => requireLive(ctx.tx, communityCommon, communityCommon.communityCommonId,
      communityCommon.deletedAt, changes.community_common_id, FAMILY_MESSAGES.referenceMissing),
  },
});

// ---- learning hierarchy ---------------------------------------------------------------------

function programDatesInOrder(row: ApiRow) {
  if (!datesInOrder(row.start_date as string | null | undefined, row.end_date as string | null | undefined)) {
    throw new HttpError(400, CONTENT_MESSAGES.datesOrder);
  }
}

export const programFamily = defineFamily({
  basePath: '/api/program/programs/',
  entityName: 'Program',
  tag: 'programs',
  schema: programSchema,
  createSchema: programCreateSchema,
  updateSchema: programUpdateSchema,
  deleteManyField: 'program_ids',
  access: { menuId: M.programs, publicRead: true },
  table: programs,
  columns: PROGRAM_COLUMNS,
  idField: 'program_id',
  searchFields: ['program_name', 'program_description'],
  caseInsensitiveFields: ['program_category'],
  toApi: isoTimestamps(['start_date', 'end_date']),
  hooks: {
    beforeCreate: async (values) => programDatesInOrder(values),
    beforeUpdate: async (current, changes) => programDatesInOrder({ ...current, ...changes }),
  },
});

export const courseFamily = defineFamily({
  basePath: '/api/program/courses/',
  entityName: 'Course',
  tag: 'courses',
  schema: courseSchema,
  createSchema: courseCreateSchema,
  updateSchema: courseUpdateSchema,
  deleteManyField: 'course_ids',
  access: { menuId: M.courses, publicRead: true },
  table: courses,
  columns: {
    course_id: courses.courseId,
    program_id: courses.programId,
    course_name: courses.courseName,
    course_description: courses.courseDescription,
    sequence: courses.sequence,
  },
  idField: 'course_id',
  searchFields: ['course_name', 'course_description'],
  hooks: {
    beforeCreate: async (v, ctx) => requireLive(ctx.tx, programs, programs.programId, programs.deletedAt, v.program_id, CONTENT_MESSAGES.programNotFound),
    beforeUpdate: async (_c, v, ctx) => requireLive(ctx.tx, programs, programs.programId, programs.deletedAt, v.program_id, CONTENT_MESSAGES.programNotFound),
  },
});

export const moduleFamily = defineFamily({
  basePath: '/api/program/modules/',
  entityName: 'Module',
  tag: 'modules',
  schema: moduleSchema,
  createSchema: moduleCreateSchema,
  updateSchema: moduleUpdateSchema,
  deleteManyField: 'module_ids',
  access: { menuId: M.modules, publicRead: true },
  table: modules,
  columns: {
    module_id: modules.moduleId,
    course_id: modules.courseId,
    module_name: modules.moduleName,
    module_description: modules.moduleDescription,
    sequence: modules.sequence,
    phase: modules.phase,
  },
  idField: 'module_id',
  searchFields: ['module_name', 'module_description'],
  hooks: {
    beforeCreate: async (v, ctx) => requireLive(ctx.tx, courses, courses.courseId, courses.deletedAt, v.course_id, 'Course not found'),
    beforeUpdate: async (_c, v, ctx) => requireLive(ctx.tx, courses, courses.courseId, courses.deletedAt, v.course_id, 'Course not found'),
  },
});

export const unitFamily = defineFamily({
  basePath: '/api/program/units/',
  entityName: 'Unit',
  tag: 'units',
  schema: unitSchema,
  createSchema: unitCreateSchema,
  updateSchema: unitUpdateSchema,
  deleteManyField: 'unit_ids',
  access: { menuId: M.units, publicRead: true },
  table: units,
  columns: {
    unit_id: units.unitId,
    module_id: units.moduleId,
    unit_name: units.unitName,
    unit_type: units.unitType,
    unit_body: units.unitBody,
    sequence: units.sequence,
    duration_minutes: units.durationMinutes,
  },
  idField: 'unit_id',
  searchFields: ['unit_name'],
  hooks: {
    beforeCreate: async (v, ctx) => {
      checkUnitBody(v.unit_type as UnitType, (v.unit_body as string | undefined) ?? '');
      return requireLive(ctx.tx, modules, modules.moduleId, modules.deletedAt, v.module_id, 'Module not found');
    },
    beforeUpdate: async (current, v, ctx) => {
      // The body must fit the type the unit has after the change (either may change alone).
      if (v.unit_type !== undefined || v.unit_body !== undefined) {
        checkUnitBody((v.unit_type ?? current.unit_type) as UnitType, (v.unit_body ?? current.unit_body ?? '') as string);
      }
      return requireLive(ctx.tx, modules, modules.moduleId, modules.deletedAt, v.module_id, 'Module not found');
    },
  },
});

export const programEnrolledFamily = defineFamily({
  basePath: '/api/program/programs-enrolled/',
  entityName: 'Enrolment',
  tag: 'programsEnrolled',
  schema: programEnrolledSchema,
  createSchema: programEnrolledCreateSchema,
  updateSchema: programEnrolledUpdateSchema,
  deleteManyField: 'enrollment_ids',
  paths: { get: 'getEnrolledProgram', create: 'createProgramEnrolled', update: 'updateProgramEnrolled', delete: 'deleteProgramEnrolled' },
  access: { menuId: M.enrolments, ownerColumn: 'user_id' },
  table: programsEnrolled,
  columns: {
    enrollment_id: programsEnrolled.enrollmentId,
    user_id: programsEnrolled.userId,
    program_id: programsEnrolled.programId,
    status: programsEnrolled.status,
    progress: programsEnrolled.progress,
    enrolled_at: programsEnrolled.enrolledAt,
  },
  idField: 'enrollment_id',
  searchFields: ['status'],
  toApi: isoTimestamps(['enrolled_at']),
  hooks: {
    // Members enrol in live, published programs; the privileged may enrol anyone in any live one.
    beforeCreate: async (values, ctx) => {
      const [program] = await ctx.tx.select({ published: programs.isPublished }).from(programs)
        .where(and(eq(programs.programId, values.program_id as number), isNull(programs.deletedAt)));
      if (!program) throw new HttpError(400, CONTENT_MESSAGES.programNotFound);
      if (!program.published && !ctx.privileged) throw new HttpError(400, CONTENT_MESSAGES.programNotOpen);
    },
    // A unit counts as completed only when its rule holds: quizzes need a passed attempt (decision 0053).
    beforeUpdate: async (current, changes, ctx) => (changes.progress === undefined ? changes
      : { ...changes, progress: await checkProgressWrite(ctx.tx, current.enrollment_id as number, current.progress, changes.progress) }),
    afterCreate: async (created, _values, ctx) => {
      const [program] = await ctx.tx.select({ name: programs.programName }).from(programs).where(eq(programs.programId, created.program_id as number));
      await notifyAfterCommit(ctx, [created.user_id as number], {
        notification_type: 'enrolment',
        notification_body: `You are enrolled in ${program?.name ?? 'a program'}. Your progress is saved as you go.`,
        notification_link: `/lxp/program/${created.program_id as number}`,
      });
    },
    uniqueMessage: () => 'This member is already enrolled in this program.',
  },
});

export const CONTENT_FAMILIES = [
  userSettingFamily, notificationFamily, groupUserFamily, communityCommonFamily, userRepoItemFamily,
  programFamily, courseFamily, moduleFamily, unitFamily, programEnrolledFamily,
] as const;

/** searchPrograms first (its own static path beside the programs family), then every content family. */
const contentFamilyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(searchProgramsRoutes);
  await app.register(completeProgramRoutes);
  for (const family of CONTENT_FAMILIES) await app.register(family.routes);
};

export default contentFamilyRoutes;
