import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_PATHS, announcementOfProvisional, provisionalNotificationId, SOCKET, SOCKET_EVENTS, type Notification, type NotificationsRead,
} from '../../../contracts';
import { announcements, programs, programsEnrolled, roles, userRoles, users } from '../../db/schema';
import { storeAnnouncement } from '../../realtime/announcements';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../db/seed';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
const people = { admin: { token: '', id: 0 }, maya: { token: '', id: 0 } };

async function signIn(username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  const body = res.json() as { access_token: string; user_id: number };
  return { token: body.access_token, id: body.user_id };
}
const as = (who: keyof typeof people) => ({ authorization: `Bearer ${people[who].token}` });
async function notesOf(who: keyof typeof people): Promise<Notification[]> {
  const filter = encodeURIComponent(JSON.stringify({ user_id: people[who].id }));
  return (await app.inject({ method: 'GET', url: `/api/notification/notifications/getAll?limit=-1&filterFields=${filter}`, headers: as(who) })).json().data;
}

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  people.admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
  people.maya = await signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
});
const sockets: Socket[] = [];
/** maya's two tabs and the administrator's, open from the live-frame test on. */
const tabs: Socket[] = [];
const heard = (socket: Socket) => new Promise<Notification>((resolve) => socket.once(SOCKET_EVENTS.newNotification, resolve));
const unread = async (who: keyof typeof people) => (await notesOf(who)).filter((n) => !n.is_read).length;
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
});

describe('notifications produced by real things happening', () => {
  it('an administrator announces to every member or to one role; others may not', async () => {
    const all = await app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('admin'), payload: { body: 'Doors open at 9.', audience: { all: true } } });
    // Every live member: the demo accounts and the seeded competition team leads.
    const members = await app.db.select({ id: users.userId }).from(users).where(isNull(users.deletedAt));
    expect(members.length).toBeGreaterThan(2);
    expect(all.json()).toEqual({ sent: members.length });
    expect((await notesOf('maya')).map((n) => n.notification_body)).toContain('Doors open at 9.');
    const [expert] = await app.db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, 'expert'));
    const experts = await app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('admin'), payload: { body: 'Experts: mentor lounge is upstairs.', audience: { role_id: expert!.id } } });
    const expertHolders = await app.db.selectDistinct({ id: userRoles.userId }).from(userRoles)
      .innerJoin(users, eq(users.userId, userRoles.userId)).where(and(eq(userRoles.roleId, expert!.id), isNull(users.deletedAt), eq(users.enabled, true)));
    expect(expertHolders.length).toBeGreaterThan(0);
    expect(experts.json()).toEqual({ sent: expertHolders.length });
    expect((await notesOf('admin')).map((n) => n.notification_body)).not.toContain('Experts: mentor lounge is upstairs.');
    const denied = await app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('maya'), payload: { body: 'Hi all', audience: { all: true } } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(ANNOUNCEMENT_MESSAGES.notAllowed);
    const unknown = await app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('admin'), payload: { body: 'x', audience: { role_id: 99999 } } });
    expect(unknown.json().message).toBe(ANNOUNCEMENT_MESSAGES.unknownRole);
    // A role nobody holds yet: nothing to store, nobody to tell.
    const [empty] = await app.db.insert(roles).values({ roleName: 'announce-empty', displayName: 'Nobody yet' }).returning({ id: roles.roleId });
    const none = await app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('admin'), payload: { body: 'Anyone?', audience: { role_id: empty!.id } } });
    expect(none.json()).toEqual({ sent: 0 });
  });

  it('every connected tab gets ONE shared frame live; the list has the stored row at once, and it counts as unread', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const open = (who: keyof typeof people) => new Promise<Socket>((resolve, reject) => {
      const socket = connect(url, { path: SOCKET.path, auth: { token: people[who].token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
    tabs.push(...await Promise.all([open('maya'), open('maya'), open('admin')]));
    const [mayaTab1, mayaTab2, adminTab] = tabs;
    const live = Promise.all([heard(mayaTab1!), heard(mayaTab2!), heard(adminTab!)]);
    const unreadBefore = await unread('maya');

    // Not awaited: the frame goes out before the members' rows are written.
    const call = app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('admin'), payload: { body: 'Lunch is served.', audience: { all: true } } });
    const [first, second, forAdmin] = await live;
    // One frame for everyone: a provisional id standing for the announcement, no member's id.
    const [announced] = await app.db.select().from(announcements).where(eq(announcements.notificationBody, 'Lunch is served.'));
    expect(first).toEqual(second);
    expect(forAdmin).toEqual(first);
    expect(first!.notification_id).toBe(provisionalNotificationId(announced!.announcementId));
    // A read right after the frame arrived already finds the member's stored row, same content.
    const [stored] = (await notesOf('maya')).filter((n) => n.notification_body === 'Lunch is served.');
    expect(stored).toEqual({ ...first, notification_id: stored!.notification_id, user_id: people.maya.id });
    expect(stored!.notification_id).toBeGreaterThan(0);
    expect(await unread('maya')).toBe(unreadBefore + 1);
    expect((await call).json().sent).toBeGreaterThan(2);
  });

  it('a tab marks the live (provisional) copy read: stored as read, and every tab is told by both ids', async () => {
    const [mayaTab1, mayaTab2] = tabs;
    const liveFrame = heard(mayaTab1!);
    const res = await app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('admin'), payload: { body: 'Coffee at 3.', audience: { all: true } } });
    expect(res.statusCode).toBe(200);
    const frame = await liveFrame;
    const before = await unread('maya');
    const told = new Promise<NotificationsRead>((resolve) => mayaTab2!.once(SOCKET_EVENTS.notificationsRead, resolve));
    const read = await app.inject({ method: 'POST', url: ANNOUNCEMENT_PATHS.read, headers: as('maya'), payload: { announcement_ids: [announcementOfProvisional(frame.notification_id)!] } });
    expect(read.statusCode).toBe(200);
    const [stored] = (await notesOf('maya')).filter((n) => n.notification_body === 'Coffee at 3.');
    expect(stored!.is_read).toBe(true);
    expect(read.json()).toEqual({ notification_ids: [stored!.notification_id] });
    expect(await told).toEqual({ notification_ids: [stored!.notification_id, frame.notification_id], unread: before - 1 });
    // Only the caller's own copy: the administrator's stays unread.
    expect((await notesOf('admin')).find((n) => n.notification_body === 'Coffee at 3.')!.is_read).toBe(false);
  });

  it('a role announcement reaches only the role\'s holders live', async () => {
    const [mayaTab1, , adminTab] = tabs;
    const [adminRole] = await app.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, people.admin.id));
    const mayaHolds = (await app.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, people.maya.id))).some((r) => r.id === adminRole!.id);
    expect(mayaHolds).toBe(false);
    let mayaGot = false;
    const onMaya = () => { mayaGot = true; };
    mayaTab1!.on(SOCKET_EVENTS.newNotification, onMaya);
    const forAdmin = heard(adminTab!);
    await app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('admin'), payload: { body: 'Admins: stand-up.', audience: { role_id: adminRole!.id } } });
    expect((await forAdmin).notification_body).toBe('Admins: stand-up.');
    // The frame to maya would have been sent in the same turn as the administrator's.
    await new Promise((r) => setTimeout(r, 50));
    mayaTab1!.off(SOCKET_EVENTS.newNotification, onMaya);
    expect(mayaGot).toBe(false);
  });

  it('an announcement whose members\' rows were not written (a failed write) is written on the next read', async () => {
    const [pending] = await app.db.insert(announcements).values({ notificationType: 'announcement', notificationBody: 'Left pending.', notificationLink: '/announcements', createdBy: people.admin.id }).returning();
    expect((await notesOf('maya')).filter((n) => n.notification_body === 'Left pending.')).toHaveLength(1);
    const [after] = await app.db.select().from(announcements).where(eq(announcements.announcementId, pending!.announcementId));
    expect(after!.storedTime).not.toBeNull();
    // Writing it again writes nothing twice.
    await storeAnnouncement(app.db, pending!.announcementId);
    expect((await notesOf('maya')).filter((n) => n.notification_body === 'Left pending.')).toHaveLength(1);
  });

  it('a role granted by an administrator, and an enrolment, become notifications', async () => {
    const [learner] = await app.db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, 'learner'));
    const user = (await app.inject({ method: 'GET', url: `/api/global-user/users/getUser?filterFields=${encodeURIComponent(JSON.stringify({ user_id: people.maya.id }))}`, headers: as('admin') })).json();
    const granted = await app.inject({
      method: 'PUT', url: `/api/global-user/users/updateUser/${people.maya.id}`, headers: as('admin'),
      payload: { roles: [...user.roles, learner!.id], modified_by: people.admin.id },
    });
    expect(granted.statusCode).toBe(200);
    expect((await notesOf('maya'))[0]).toMatchObject({ notification_type: 'role', notification_body: 'You were given the Learner role. Choose it any time with Switch View.' });

    // A program maya is not enrolled in yet (the demo seed has her in one).
    const mine = app.db.select({ id: programsEnrolled.programId }).from(programsEnrolled).where(and(eq(programsEnrolled.userId, people.maya.id), isNull(programsEnrolled.deletedAt)));
    const [program] = await app.db.select({ id: programs.programId, name: programs.programName }).from(programs)
      .where(and(eq(programs.isPublished, true), isNull(programs.deletedAt), notInArray(programs.programId, mine))).limit(1);
    const enrolled = await app.inject({ method: 'POST', url: '/api/program/programs-enrolled/createProgramEnrolled', headers: as('maya'), payload: { user_id: people.maya.id, program_id: program!.id } });
    expect(enrolled.statusCode).toBe(201);
    expect((await notesOf('maya'))[0]).toMatchObject({ notification_type: 'enrolment', notification_body: `You are enrolled in ${program!.name}. Your progress is saved as you go.` });
  });
});
