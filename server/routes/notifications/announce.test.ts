import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES, SOCKET, SOCKET_EVENTS, type Notification } from '../../../contracts';
import { programs, programsEnrolled, roles, userRoles, users } from '../../db/schema';
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

  it('every connected tab of every member gets that member\'s own stored copy live, and it counts as unread', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const open = (who: keyof typeof people) => new Promise<Socket>((resolve, reject) => {
      const socket = connect(url, { path: SOCKET.path, auth: { token: people[who].token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
    const [mayaTab1, mayaTab2, adminTab] = await Promise.all([open('maya'), open('maya'), open('admin')]);
    const heard = (socket: Socket) => new Promise<Notification>((resolve) => socket.once(SOCKET_EVENTS.newNotification, resolve));
    const live = Promise.all([heard(mayaTab1!), heard(mayaTab2!), heard(adminTab!)]);
    const unread = async () => (await notesOf('maya')).filter((n) => !n.is_read).length;
    const unreadBefore = await unread();

    const res = await app.inject({ method: 'POST', url: '/api/notification/announce', headers: as('admin'), payload: { body: 'Lunch is served.', audience: { all: true } } });
    expect(res.statusCode).toBe(200);
    const [first, second, forAdmin] = await live;
    // What arrives is exactly the stored row of that member, with its own id.
    const [stored] = (await notesOf('maya')).filter((n) => n.notification_body === 'Lunch is served.');
    expect(first).toEqual(stored);
    expect(second).toEqual(stored);
    expect(forAdmin).toMatchObject({ user_id: people.admin.id, notification_body: 'Lunch is served.', is_read: false });
    expect(forAdmin!.notification_id).not.toBe(stored!.notification_id);
    expect(await unread()).toBe(unreadBefore + 1);
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
