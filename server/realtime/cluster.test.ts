// Two API host processes on one PostgreSQL server: what happens on one reaches sockets on the
// other through the socket.io Postgres adapter (issue 6).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTempDatabase } from '../../tests/pg/temp-database';
import { SOCKET, SOCKET_EVENTS, type ChatMessage, type Notification } from '../../contracts';
import { DEMO_ADMIN, DEMO_MEMBER } from '../db/seed';
import { INSECURE_TEST_SCRYPT_N_ENV } from '../config';
import { TEST_SCRYPT_N } from '../../tests/setup/server-password-cost';

const serverUrl = inject('postgresUrl');
const tsx = path.resolve('node_modules/.bin/tsx');

function startHost(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(tsx, ['server/main.ts'], {
    // The hosts seed and check passwords at the suite's scrypt factor: this file tests the fan-out
    // between processes, not hashing (decision 0084; seed.test.ts checks the production factor).
    env: { ...process.env, [INSECURE_TEST_SCRYPT_N_ENV]: String(TEST_SCRYPT_N), PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SERVE_SPA: 'false', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'summit-node-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`API host did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => { output += c.toString(); });
    child.once('exit', (code) => reject(new Error(`API host exited with ${code}:\n${output}`)));
  });
}

async function signIn(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; user_id: number };
}

describe.skipIf(!serverUrl)('two API host processes on one PostgreSQL', () => {
  let drop = async () => {};
  const hosts: ChildProcess[] = [];
  const sockets: Socket[] = [];
  let a = '';
  let b = '';

  beforeAll(async () => {
    const temp = await createTempDatabase(serverUrl!, 'summit_cluster');
    drop = temp.drop;
    // One after the other: the first applies the migrations and the seed.
    const first = await startHost(temp.url);
    hosts.push(first.child);
    const second = await startHost(temp.url);
    hosts.push(second.child);
    a = first.url;
    b = second.url;
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(hosts.map((child) => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    })));
    await drop();
  });

  const open = (base: string, token: string, namespace = '/') => {
    const socket = connect(`${base}${namespace === '/' ? '' : namespace}`, { path: SOCKET.path, auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  it('a chat message sent on one process reaches the chat socket on the other; an offline member gets a notification there', async () => {
    const maya = await signIn(a, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const ada = await signIn(b, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const started = await fetch(`${a}/api/chat/conversations`, { method: 'POST', headers: auth(maya.access_token), body: JSON.stringify({ member_ids: [ada.user_id] }) });
    const { conversation_id: id } = (await started.json()) as { conversation_id: number };

    // Ada only has the notification socket on B: the chat message becomes a notification, created on A.
    const bell = await open(b, ada.access_token);
    const notified = new Promise<Notification>((resolve) => bell.once(SOCKET_EVENTS.newNotification, resolve));
    await fetch(`${a}/api/chat/conversations/${id}/messages`, { method: 'POST', headers: auth(maya.access_token), body: JSON.stringify({ body: 'Hello from process A' }) });
    expect(await notified).toMatchObject({ user_id: ada.user_id, notification_type: 'message', notification_body: 'Maya Mensah: Hello from process A' });

    // With the chat open on B, the message itself arrives there.
    const chat = await open(b, ada.access_token, SOCKET.chatNamespace);
    const arrived = new Promise<ChatMessage>((resolve) => chat.once(SOCKET_EVENTS.newMessage, resolve));
    await fetch(`${a}/api/chat/conversations/${id}/messages`, { method: 'POST', headers: auth(maya.access_token), body: JSON.stringify({ body: 'Still there?' }) });
    expect(await arrived).toMatchObject({ conversation_id: id, body: 'Still there?', sender_id: maya.user_id });
  }, 60_000);

  it('an announcement made on one process reaches every member’s sockets on both as one shared frame; each has their stored row', async () => {
    const ada = await signIn(a, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const maya = await signIn(b, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const [mayaOnB, mayaOnA, adaOnB] = await Promise.all([open(b, maya.access_token), open(a, maya.access_token), open(b, ada.access_token)]);
    const heard = (socket: Socket) => new Promise<Notification>((resolve) => socket.once(SOCKET_EVENTS.newNotification, resolve));
    const live = Promise.all([heard(mayaOnB), heard(mayaOnA), heard(adaOnB)]);
    const res = await fetch(`${a}/api/notification/announce`, {
      method: 'POST', headers: { authorization: `Bearer ${ada.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Keynote moves to hall B.', audience: { all: true } }),
    });
    expect(res.status).toBe(200);
    const [onB, onA, adas] = await live;
    // One frame for everyone (decision 0072): the provisional id stands for the announcement.
    expect(onB).toMatchObject({ notification_body: 'Keynote moves to hall B.', notification_type: 'announcement', is_read: false });
    expect(onB.notification_id).toBeLessThan(0);
    expect(onA).toEqual(onB);
    expect(adas).toEqual(onB);
    // The other process's list has maya's own stored row.
    const filter = encodeURIComponent(JSON.stringify({ user_id: maya.user_id }));
    const list = await (await fetch(`${b}/api/notification/notifications/getAll?limit=5&filterFields=${filter}`, { headers: { authorization: `Bearer ${maya.access_token}` } })).json() as { data: Notification[] };
    expect(list.data[0]).toEqual({ ...onB, notification_id: list.data[0]!.notification_id, user_id: maya.user_id });
  }, 60_000);
});
