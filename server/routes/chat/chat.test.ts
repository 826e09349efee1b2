import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHAT_MESSAGES, CHAT_SOCKET_EVENTS, SOCKET, SOCKET_EVENTS, type ChatMessage, type ChatTyping, type Conversation, type ConversationRead, type NotificationsRead,
} from '../../../contracts';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemoData } from '../../db/seed';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let url: string;
const people = { admin: { token: '', id: 0 }, maya: { token: '', id: 0 }, tomi: { token: '', id: 0 } };
const sockets: Socket[] = [];

async function signIn(username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { access_token: string; user_id: number };
  return { token: body.access_token, id: body.user_id };
}

type Who = keyof typeof people;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  app.inject({ method, url: `/api/chat/${path}`, payload, headers: { authorization: `Bearer ${people[who].token}` } });

function chatSocket(who: Who) {
  const socket = connect(`${url}${SOCKET.chatNamespace}`, { path: SOCKET.path, auth: { token: people[who].token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  people.admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
  people.maya = await signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const created = await app.inject({
    method: 'POST', url: '/api/auth/createMany', headers: { authorization: `Bearer ${people.admin.token}` },
    payload: [{ username: 'tomi', firstName: 'Tomi', lastName: 'Ade', email: 'tomi@example.org', password: 'a long secret phrase', created_by: people.admin.id }],
  });
  expect(created.statusCode).toBe(201);
  people.tomi = await signIn('tomi', 'a long secret phrase');
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await app.close();
});

describe('chat', () => {
  let conversation: Conversation;

  it('gives maya a lived-in demo chat: a one-to-one with unread messages from rohan, a read one, and a group', async () => {
    const list = (await call('maya', 'GET', 'conversations')).json().data as Conversation[];
    const rohan = list.find((c) => !c.is_group && c.members.some((m) => m.username === 'rohan'));
    expect(rohan?.unread).toBe(2);
    expect(list.find((c) => c.members.some((m) => m.username === 'amara'))?.unread).toBe(0);
    expect(list.find((c) => c.title === 'Pitch night crew')).toMatchObject({ is_group: true, unread: 1 });
    // Seeding again adds nothing.
    await seedDemoData(app.db);
    expect(((await call('maya', 'GET', 'conversations')).json().data as Conversation[]).length).toBe(list.length);
  });

  it('starts one conversation per pair: asking again returns the same one', async () => {
    const first = await call('maya', 'POST', 'conversations', { member_ids: [people.tomi.id] });
    expect(first.statusCode).toBe(201);
    conversation = first.json();
    expect(conversation.members.map((m) => m.user_id).sort()).toEqual([people.maya.id, people.tomi.id].sort());
    const again = await call('tomi', 'POST', 'conversations', { member_ids: [people.maya.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation_id).toBe(conversation.conversation_id);
    expect((await call('maya', 'POST', 'conversations', { member_ids: [people.maya.id] })).json().message).toBe(CHAT_MESSAGES.notWithYourself);
    expect((await call('maya', 'POST', 'conversations', { member_ids: [99999] })).statusCode).toBe(400);
  });

  it('delivers a message live to the other member, stores it as text, and counts it unread', async () => {
    const tomiSocket = await chatSocket('tomi');
    const arrived = new Promise<ChatMessage>((resolve) => tomiSocket.once(SOCKET_EVENTS.newMessage, resolve));
    const body = '<img src=x onerror=alert(1)>';
    const sent = await call('maya', 'POST', `conversations/${conversation.conversation_id}/messages`, { body });
    expect(sent.statusCode).toBe(201);
    expect((await arrived).body).toBe(body);
    const list = (await call('tomi', 'GET', 'conversations')).json().data as Conversation[];
    expect(list[0]).toMatchObject({ conversation_id: conversation.conversation_id, unread: 1, last_message: { body } });
    const read = await call('tomi', 'POST', `conversations/${conversation.conversation_id}/read`, { message_id: sent.json().message_id });
    expect(read.statusCode).toBe(204);
    expect(((await call('tomi', 'GET', 'conversations')).json().data as Conversation[])[0]!.unread).toBe(0);
  });

  it('notifies a member who has no chat open, instead of losing the message', async () => {
    const res = await call('tomi', 'POST', `conversations/${conversation.conversation_id}/messages`, { body: 'Are you coming to the pitch night?' });
    expect(res.statusCode).toBe(201);
    const notes = await app.inject({
      method: 'GET', url: `/api/notification/notifications/getAll?filterFields=${encodeURIComponent(JSON.stringify({ user_id: people.maya.id }))}`,
      headers: { authorization: `Bearer ${people.maya.token}` },
    });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().data[0]).toMatchObject({
      notification_type: 'message', notification_body: 'Tomi Ade: Are you coming to the pitch night?', is_read: false,
      notification_link: `/messages?c=${conversation.conversation_id}`,
    });
  });

  it('reads the message notifications of a conversation when the member opens it, and tells all their tabs', async () => {
    const tab = connect(url, { path: SOCKET.path, auth: { token: people.maya.token }, transports: ['websocket'], reconnection: false });
    sockets.push(tab);
    await new Promise<void>((resolve, reject) => { tab.once('connect', () => resolve()); tab.once('connect_error', reject); });
    const heard = new Promise<NotificationsRead>((resolve) => tab.once(SOCKET_EVENTS.notificationsRead, resolve));
    const unreadOf = async () => (await app.inject({
      method: 'GET', url: `/api/notification/notifications/getAll?filterFields=${encodeURIComponent(JSON.stringify({ user_id: people.maya.id, is_read: false }))}`,
      headers: { authorization: `Bearer ${people.maya.token}` },
    })).json() as { data: { notification_id: number; notification_link: string | null }[]; metadata: { total: number } };
    const before = await unreadOf();
    const aboutIt = before.data.filter((n) => n.notification_link === `/messages?c=${conversation.conversation_id}`);
    expect(aboutIt.length).toBeGreaterThan(0);
    // Paging back in history is not opening it.
    expect((await call('maya', 'GET', `conversations/${conversation.conversation_id}/messages?before=999999`)).statusCode).toBe(200);
    expect((await unreadOf()).metadata.total).toBe(before.metadata.total);
    expect((await call('maya', 'GET', `conversations/${conversation.conversation_id}/messages`)).statusCode).toBe(200);
    const after = await unreadOf();
    expect(after.metadata.total).toBe(before.metadata.total - aboutIt.length);
    expect(await heard).toEqual({ notification_ids: aboutIt.map((n) => n.notification_id), unread: after.metadata.total });
  });

  it('edits only one’s own messages and pushes update_message', async () => {
    const mayaSocket = await chatSocket('maya');
    const mine = (await call('maya', 'POST', `conversations/${conversation.conversation_id}/messages`, { body: 'See you thre' })).json() as ChatMessage;
    const updated = new Promise<ChatMessage>((resolve) => mayaSocket.once(SOCKET_EVENTS.updateMessage, resolve));
    const edit = await call('maya', 'PUT', `messages/${mine.message_id}`, { body: 'See you there' });
    expect(edit.statusCode).toBe(200);
    expect(await updated).toMatchObject({ message_id: mine.message_id, body: 'See you there' });
    expect(edit.json().edited_at).not.toBeNull();
    const theirs = await call('tomi', 'PUT', `messages/${mine.message_id}`, { body: 'hijacked' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(CHAT_MESSAGES.notYourMessage);
  });

  it('pages back through history, oldest first within a page', async () => {
    for (let i = 1; i <= 5; i += 1) await call('maya', 'POST', `conversations/${conversation.conversation_id}/messages`, { body: `m${i}` });
    const newest = (await call('maya', 'GET', `conversations/${conversation.conversation_id}/messages?limit=3`)).json();
    expect(newest.data.map((m: ChatMessage) => m.body)).toEqual(['m3', 'm4', 'm5']);
    expect(newest.has_more).toBe(true);
    const older = (await call('maya', 'GET', `conversations/${conversation.conversation_id}/messages?limit=3&before=${newest.data[0].message_id}`)).json();
    expect(older.data.map((m: ChatMessage) => m.body)).toEqual(['See you there', 'm1', 'm2']);
  });

  it('keeps outsiders out and refuses empty or oversized messages', async () => {
    expect((await call('admin', 'GET', `conversations/${conversation.conversation_id}/messages`)).statusCode).toBe(403);
    expect((await call('admin', 'POST', `conversations/${conversation.conversation_id}/messages`, { body: 'hi' })).json().message).toBe(CHAT_MESSAGES.notAMember);
    expect((await call('maya', 'POST', `conversations/${conversation.conversation_id}/messages`, { body: '   ' })).statusCode).toBe(400);
    expect((await call('maya', 'POST', `conversations/${conversation.conversation_id}/messages`, { body: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await call('maya', 'GET', 'conversations/99999/messages')).statusCode).toBe(404);
  });

  it('finds people to chat with by name, never oneself', async () => {
    const found = (await call('maya', 'GET', 'people?search=tom')).json().data;
    expect(found).toEqual([{ user_id: people.tomi.id, name: 'Tomi Ade', username: 'tomi', profile_image: null }]);
    expect((await call('maya', 'GET', 'people?search=maya')).json().data).toEqual([]);
  });
});

describe('typing and live read state (decision 0051)', () => {
  let conversationId = 0;
  beforeAll(async () => {
    conversationId = ((await call('maya', 'POST', 'conversations', { member_ids: [people.tomi.id] })).json() as Conversation).conversation_id;
  });

  it('relays "typing" to the other members only, never to the typist or to outsiders, and no more often than the throttle', async () => {
    const [tomiSocket, mayaSocket, adminSocket] = await Promise.all([chatSocket('tomi'), chatSocket('maya'), chatSocket('admin')]);
    const heard: Record<'tomi' | 'maya' | 'admin', ChatTyping[]> = { tomi: [], maya: [], admin: [] };
    tomiSocket.on(CHAT_SOCKET_EVENTS.typing, (t: ChatTyping) => heard.tomi.push(t));
    mayaSocket.on(CHAT_SOCKET_EVENTS.typing, (t: ChatTyping) => heard.maya.push(t));
    adminSocket.on(CHAT_SOCKET_EVENTS.typing, (t: ChatTyping) => heard.admin.push(t));
    expect((await call('maya', 'POST', `conversations/${conversationId}/typing`)).statusCode).toBe(204);
    // A second signal right away is accepted but not relayed (a chatty client cannot flood the others).
    expect((await call('maya', 'POST', `conversations/${conversationId}/typing`)).statusCode).toBe(204);
    // Socket events arrive in order: once the message lands, any relayed typing has landed too.
    const landed = new Promise<ChatMessage>((resolve) => tomiSocket.once(SOCKET_EVENTS.newMessage, resolve));
    await call('maya', 'POST', `conversations/${conversationId}/messages`, { body: 'Typing done.' });
    await landed;
    expect(heard.tomi).toEqual([{ conversation_id: conversationId, user_id: people.maya.id, name: 'Maya Mensah' }]);
    expect(heard.maya).toEqual([]);
    expect(heard.admin).toEqual([]);
    // Her message ended the line on Tomi's screen: typing right after it is relayed again.
    expect((await call('maya', 'POST', `conversations/${conversationId}/typing`)).statusCode).toBe(204);
    const next = new Promise<ChatMessage>((resolve) => tomiSocket.once(SOCKET_EVENTS.newMessage, resolve));
    await call('maya', 'POST', `conversations/${conversationId}/messages`, { body: 'And again.' });
    await next;
    expect(heard.tomi).toHaveLength(2);
    expect(heard.admin).toEqual([]);
  });

  it('refuses a typing signal from someone who is not in the conversation', async () => {
    const res = await call('admin', 'POST', `conversations/${conversationId}/typing`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CHAT_MESSAGES.notAMember);
    expect((await call('admin', 'POST', 'conversations/99999/typing')).statusCode).toBe(404);
    expect((await call('admin', 'POST', 'conversations/abc/typing')).statusCode).toBe(400);
  });

  it('tells every chat socket of the reader where their read mark stands, so other tabs clear the count', async () => {
    const otherTab = await chatSocket('tomi');
    const sent = (await call('maya', 'POST', `conversations/${conversationId}/messages`, { body: 'Read me in one tab.' })).json() as ChatMessage;
    const told = new Promise<ConversationRead>((resolve) => otherTab.once(CHAT_SOCKET_EVENTS.conversationRead, resolve));
    expect((await call('tomi', 'POST', `conversations/${conversationId}/read`, { message_id: sent.message_id })).statusCode).toBe(204);
    expect(await told).toEqual({ conversation_id: conversationId, last_read_message_id: sent.message_id });
    const listed = ((await call('tomi', 'GET', 'conversations')).json().data as Conversation[]).find((c) => c.conversation_id === conversationId);
    expect(listed?.unread).toBe(0);
  });
});

describe('notifications from the notifications family', () => {
  it('are pushed live to the member once stored', async () => {
    const socket = connect(url, { path: SOCKET.path, auth: { token: people.tomi.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    const pushed = new Promise<{ notification_body: string; cdate_time: string }>((resolve) => socket.once(SOCKET_EVENTS.newNotification, resolve));
    const res = await app.inject({
      method: 'POST', url: '/api/notification/notifications/createNotification', headers: { authorization: `Bearer ${people.admin.token}` },
      payload: { user_id: people.tomi.id, notification_type: 'announcement', notification_body: 'Pitch night moves to Friday.', created_by: people.admin.id },
    });
    expect(res.statusCode).toBe(201);
    const note = await pushed;
    expect(note.notification_body).toBe('Pitch night moves to Friday.');
    expect(note.cdate_time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('push the read state to every socket of the member when marked read (one message per request)', async () => {
    const other = connect(url, { path: SOCKET.path, auth: { token: people.tomi.token }, transports: ['websocket'], reconnection: false });
    sockets.push(other);
    await new Promise<void>((resolve, reject) => { other.once('connect', () => resolve()); other.once('connect_error', reject); });
    const created = await Promise.all(['One', 'Two'].map((body) => app.inject({
      method: 'POST', url: '/api/notification/notifications/createNotification', headers: { authorization: `Bearer ${people.admin.token}` },
      payload: { user_id: people.tomi.id, notification_type: 'announcement', notification_body: body, created_by: people.admin.id },
    })));
    const ids = created.map((r) => (r.json() as { notification_id: number }).notification_id);
    const messages: NotificationsRead[] = [];
    other.on(SOCKET_EVENTS.notificationsRead, (m: NotificationsRead) => messages.push(m));
    const res = await app.inject({
      method: 'POST', url: '/api/notification/notifications/updateMany', headers: { authorization: `Bearer ${people.tomi.token}` },
      payload: ids.map((id) => ({ notification_id: id, is_read: true, modified_by: people.tomi.id })),
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]!.notification_ids.sort()).toEqual([...ids].sort());
    const unread = await app.inject({
      method: 'GET', url: `/api/notification/notifications/getAll?filterFields=${encodeURIComponent(JSON.stringify({ user_id: people.tomi.id, is_read: false }))}`,
      headers: { authorization: `Bearer ${people.tomi.token}` },
    });
    expect(messages[0]!.unread).toBe(unread.json().metadata.total);
  });
});
