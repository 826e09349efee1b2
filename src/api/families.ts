// Every resource family of SPEC §7, declared with the factory (a few lines each). Rows are the
// contracts' records: contracts/member.ts for the user service, contracts/entities.ts for content.
import type { z } from 'zod';
import {
  communityCommonSchema, courseSchema, groupUserSchema, menuSchema, moduleSchema, notificationSchema, privilegeSchema,
  programEnrolledSchema, programSchema, roleSchema, unitSchema, userRecordSchema, userRepoItemSchema, userSettingSchema,
} from '../../contracts';
import { createResourceFamily } from './resource-family';

/** A member as the users family lists it: the user record, the less central fields optional. */
export const adminUserSchema = userRecordSchema.partial().required({
  user_id: true, username: true, firstName: true, lastName: true, email: true, enabled: true, roles: true,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const users = createResourceFamily({ base: 'global-user/users/', entity: 'User', id: 'user_id', ids: 'user_ids', row: adminUserSchema });
export const roles = createResourceFamily({ base: 'user/roles/', entity: 'Role', id: 'role_id', ids: 'role_ids', row: roleSchema });
export const privileges = createResourceFamily({ base: 'user/privileges/', entity: 'Privilege', id: 'privilege_id', ids: 'privilege_ids', row: privilegeSchema });
export const customRolePrivileges = createResourceFamily({
  base: 'user/customRolePrivilege/', names: { get: 'get', create: 'create', update: 'update', remove: 'delete' },
  id: 'privilege_id', ids: 'privilege_ids', row: privilegeSchema,
});
export const menus = createResourceFamily({ base: 'system/customMenus/', entity: 'Menu', id: 'menu_id', ids: 'menu_ids', row: menuSchema });
export const userSettings = createResourceFamily({ base: 'user/userSettings/', entity: 'UserSetting', id: 'user_setting_id', ids: 'user_setting_ids', row: userSettingSchema });
export const notifications = createResourceFamily({ base: 'notification/notifications/', entity: 'Notification', id: 'notification_id', ids: 'notification_ids', row: notificationSchema });
export const groupUsers = createResourceFamily({ base: 'user/groupUsers/', entity: 'GroupUser', id: 'table_id', ids: 'table_ids', row: groupUserSchema });
export const communityCommon = createResourceFamily({ base: 'community/communityCommon/', entity: 'CommunityCommon', id: 'community_common_id', ids: 'community_common_ids', row: communityCommonSchema });
export const userRepoItems = createResourceFamily({ base: 'global-user/userRepoItems/', entity: 'UserRepoItem', id: 'repoitem_id', ids: 'repoitem_ids', row: userRepoItemSchema });
export const programs = createResourceFamily({ base: 'program/programs/', entity: 'Program', id: 'program_id', ids: 'program_ids', row: programSchema });
export const courses = createResourceFamily({ base: 'program/courses/', entity: 'Course', id: 'course_id', ids: 'course_ids', row: courseSchema });
export const modules = createResourceFamily({ base: 'program/modules/', entity: 'Module', id: 'module_id', ids: 'module_ids', row: moduleSchema });
export const units = createResourceFamily({ base: 'program/units/', entity: 'Unit', id: 'unit_id', ids: 'unit_ids', row: unitSchema });
/**
 * SPEC §7: getEnrolledProgram, createProgramEnrolled, updateProgramEnrolled/{id},
 * deleteProgramEnrolled/{id}/{user_id}: the API host reads that user_id as the acting user, as in
 * every other family's delete.
 */
export const programsEnrolled = createResourceFamily({
  base: 'program/programs-enrolled/',
  names: { get: 'getEnrolledProgram', create: 'createProgramEnrolled', update: 'updateProgramEnrolled', remove: 'deleteProgramEnrolled' },
  id: 'enrollment_id', ids: 'enrollment_ids', row: programEnrolledSchema,
});
