// The communication screen's machines (/notifications, /announcements, /messages, /calendar)
// wired to their effects: the notifications family (the chat is in chat.actors.ts), the
// announcement call and the calendar's enrolments and programs. Screens start them with
// useActorRef; tests swap the HTTP layer (msw) and the chat socket (AppActorOptions.chatSocket).
import { toast } from '../../lib/toasts';
import { fromPromise } from 'xstate';
import {
  announcementSchema, FAMILY_MENU_IDS, LIST_DEFAULTS, type ActiveRole, type FilterFields, type MemberPrivilege, type Role,
} from '../../../contracts';
import { adminListMachine, type AdminListInput } from '../../../machines/admin-list';
import { formSubmitMachine } from '../../../machines/form-submit';
import { notificationFeedMachine, type BellRef, type NotificationFeedInput } from '../../../machines/notification-feed';
import { hasPermission } from '../../../machines/privileges';
import { announce, ANNOUNCEMENT_MAX } from '../../api/announcements';

/** The longest announcement the server takes (re-exported: screens never import api/). */
export { ANNOUNCEMENT_MAX };
import * as eventsApi from '../../api/events';
import * as families from '../../api/families';
import * as feed from '../../api/notification-feed';
import { toListQuery } from '../../lib/list-query';

// ---------------------------------------------------------------- /notifications

export const NOTIFICATION_PAGE_SIZES = [10, 20, 50];

export interface NotificationFilter {
  unreadOnly: boolean;
  /** '' for every type. */
  type: string;
}

/** The list query's filters: always the member's own, then unread and type when chosen. */
export function notificationFilters(userId: number, filter: NotificationFilter): FilterFields {
  return { user_id: userId, ...(filter.unreadOnly ? { is_read: false } : {}), ...(filter.type ? { notification_type: filter.type } : {}) };
}

/** The admin-list input for a member's notifications: newest first, 10 a page. */
export function notificationListInput(userId: number, filter: NotificationFilter = { unreadOnly: false, type: '' }): AdminListInput {
  return {
    idField: 'notification_id',
    pageSizes: NOTIFICATION_PAGE_SIZES,
    query: { filters: notificationFilters(userId, filter), sortField: 'cdate_time', sortOrder: LIST_DEFAULTS.sortOrder },
  };
}

/** A member's notifications (notifications family getAll with filterFields {user_id, …}). */
export const notificationListLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }) => {
      const { data, metadata } = await families.notifications.getAll(toListQuery(input));
      return { rows: data, total: metadata.total, pages: metadata.pages };
    }),
  },
});

/**
 * The member's notification list kept in step with the bell (machines/notification-feed): it
 * reloads when a notification arrives, marks read through the bell or saves itself.
 */
export const notificationFeedLogic = notificationFeedMachine.provide({
  actors: {
    list: notificationListLogic,
    markRead: fromPromise(({ input }) => feed.markRead(input.ids)),
    markAllRead: fromPromise(({ input }) => feed.markAllRead(input.userId)),
  },
});

/** The feed's input: the member's list (newest first, 10 a page) following the app's bell. */
export function notificationFeedInput(userId: number, bell: BellRef | null, filter?: NotificationFilter): NotificationFeedInput {
  return { userId, bell, list: notificationListInput(userId, filter) };
}

// ---------------------------------------------------------------- /announcements

/**
 * Who may send announcements: the admin role, or an active role with `write` on the
 * Notifications menu (400), the same rule as the notifications family's writes (decision 0009).
 */
export function canAnnounce(activeRole: ActiveRole | null, privileges: readonly MemberPrivilege[] | null): boolean {
  const isAdmin = activeRole?.parent_user_id == null && activeRole?.role_type.toLowerCase() === 'admin';
  return isAdmin || hasPermission(privileges, FAMILY_MENU_IDS.notifications, 'write');
}

const plural = (n: number, one: string) => `${n.toLocaleString('en')} ${n === 1 ? one : `${one}s`}`;

/** "Send an announcement": checks the payload, sends it, toasts "Announcement sent to N members.". */
export const announceLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      const parsed = announcementSchema.safeParse(input);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'This announcement cannot be sent.');
      const { sent } = await announce(parsed.data);
      const text = `Announcement sent to ${plural(sent, 'member')}.`;
      toast.success(text);
      return text;
    }),
  },
});

/** The roles an announcement can go to (roles family, all of them). */
export const rolesLogic = fromPromise<Role[]>(async () => {
  const { data } = await families.roles.getAll({ limit: LIST_DEFAULTS.all, sortField: 'display_name', sortOrder: 'asc' });
  return data;
});

// ---------------------------------------------------------------- /messages: see chat.actors.ts

// ---------------------------------------------------------------- /calendar

export interface CalendarItem {
  /** YYYY-MM-DD in the member's time zone. */
  date: string;
  at: string;
  kind: 'programStart' | 'programEnd' | 'event';
  title: string;
  /** Unique among the items (list keys). */
  key: string;
  /** Where the item is about. */
  href: string;
}

const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The member's dated items: start and end of every program they are enrolled in (not withdrawn),
 * and every event they hold a live registration for (registered, waitlisted, checked in), by date.
 */
export const calendarLogic = fromPromise<CalendarItem[], { userId: number }>(async ({ input }) => {
  const [{ data: enrolments }, registrations] = await Promise.all([
    families.programsEnrolled.getAll({ limit: LIST_DEFAULTS.all, filterFields: { user_id: input.userId } }),
    eventsApi.myRegistrations({ when: 'all' }),
  ]);
  const items: CalendarItem[] = [];
  for (const r of registrations) {
    if (r.status === 'cancelled') continue;
    const base = r.event.kind === 'competition' ? '/competitions' : '/events';
    const waiting = r.status === 'waitlisted' ? ' (waitlist)' : '';
    items.push({ date: localDay(r.event.starts_at), at: r.event.starts_at, kind: 'event', title: `${r.event.title}${waiting}`, key: `event-${r.registration_id}`, href: `${base}/${r.event_id}` });
  }
  const ids = [...new Set(enrolments.filter((e) => e.status !== 'withdrawn').map((e) => e.program_id))];
  const { data: programs } = ids.length ? await families.programs.getAll({ limit: LIST_DEFAULTS.all, filterFields: { program_id: ids } }) : { data: [] };
  for (const p of programs) {
    const href = `/lxp/program/${p.program_id}`;
    if (p.start_date) items.push({ date: localDay(p.start_date), at: p.start_date, kind: 'programStart', title: `${p.program_name} starts`, key: `start-${p.program_id}`, href });
    if (p.end_date) items.push({ date: localDay(p.end_date), at: p.end_date, kind: 'programEnd', title: `${p.program_name} ends`, key: `end-${p.program_id}`, href });
  }
  return items.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
});
