import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { notificationsMachine } from '../notifications';
import { socketConnectionMachine, type SocketConnectionEvent } from '../socket-connection';
import { sessionMachine, type SessionEvent } from './session.machine';

/** A session whose notifications and socket effects are fakes the test controls. */
function setup() {
  const loads: number[] = [];
  const opened: string[] = [];
  let report: ((e: SocketConnectionEvent) => void) | null = null;
  let followAuth: ((e: SessionEvent) => void) | null = null;
  const notifications = notificationsMachine.provide({
    actors: {
      loadUnread: fromPromise(async ({ input }) => {
        loads.push(input.userId);
        return { items: [], unread: 3 };
      }),
    },
  });
  const socket = socketConnectionMachine.provide({
    actors: {
      socket: fromCallback<SocketConnectionEvent, { token: string }>(({ input, sendBack }) => {
        opened.push(input.token);
        report = sendBack;
        return () => { report = null; };
      }),
      refreshToken: fromPromise(() => new Promise<string>(() => {})),
    },
  });
  const authUpdates = fromCallback<SessionEvent>(({ sendBack }) => {
    followAuth = sendBack;
    return () => {};
  });
  const session = createActor(sessionMachine.provide({ actors: { notifications, socket, authUpdates } })).start();
  const child = (id: 'notifications' | 'socket') => session.getSnapshot().children[id] as AnyActorRef;
  return {
    session, loads, opened, child,
    auth: (userId: number | null, token: string | null) => followAuth!({ type: 'session.auth', userId, token }),
    socketReports: (e: SocketConnectionEvent) => report!(e),
    get socketOpen() { return report !== null; },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('sessionMachine', () => {
  it('starts signed out with its two long-lived children', () => {
    const t = setup();
    expect(t.session.getSnapshot().value).toBe('signedOut');
    expect(t.child('notifications').getSnapshot().value).toBe('idle');
    expect(t.child('socket').getSnapshot().value).toBe('idle');
  });

  it('signing in loads the unread notifications and opens the socket with the token', async () => {
    const t = setup();
    t.auth(7, 'token-a');
    await flush();
    expect(t.loads).toEqual([7]);
    expect(t.opened).toEqual(['token-a']);
    expect(t.child('notifications').getSnapshot().context.unread).toBe(3);
    expect(t.session.getSnapshot().value).toEqual({ signedIn: 'connecting' });
    t.socketReports({ type: 'socket.connected' });
    expect(t.session.getSnapshot().value).toEqual({ signedIn: 'live' });
  });

  it('ignores auth updates that change nothing', async () => {
    const t = setup();
    t.auth(7, 'token-a');
    t.auth(7, 'token-a');
    t.auth(null, null);
    t.auth(null, null);
    await flush();
    expect(t.loads).toEqual([7]);
    expect(t.opened).toEqual(['token-a']);
  });

  it('a reconnection loads the list again (nothing stored while down is missed); the first connection does not', async () => {
    const t = setup();
    t.auth(7, 'token-a');
    t.socketReports({ type: 'socket.connected' });
    await flush();
    expect(t.loads).toEqual([7]);
    t.socketReports({ type: 'socket.disconnected', reason: 'transport close' });
    expect(t.session.getSnapshot().value).toEqual({ signedIn: 'interrupted' });
    t.socketReports({ type: 'socket.connected' });
    await flush();
    expect(t.loads).toEqual([7, 7]);
    expect(t.session.getSnapshot().value).toEqual({ signedIn: 'live' });
  });

  it('a renewed token reaches a socket that is not connected, not a live one', () => {
    const t = setup();
    t.auth(7, 'token-a');
    t.auth(7, 'token-b');
    expect(t.opened).toEqual(['token-a', 'token-b']);
    t.socketReports({ type: 'socket.connected' });
    t.auth(7, 'token-c');
    expect(t.opened).toEqual(['token-a', 'token-b']);
    expect(t.session.getSnapshot().context.token).toBe('token-c');
  });

  it('signing out closes the socket and empties the bell', async () => {
    const t = setup();
    t.auth(7, 'token-a');
    t.socketReports({ type: 'socket.connected' });
    await flush();
    t.auth(null, null);
    expect(t.session.getSnapshot().value).toBe('signedOut');
    expect(t.socketOpen).toBe(false);
    expect(t.child('notifications').getSnapshot().value).toBe('idle');
    expect(t.child('notifications').getSnapshot().context.unread).toBe(0);
    expect(t.session.getSnapshot().context).toEqual({ userId: null, token: null });
  });

  it('another member in the same tab gets their own bell and socket', async () => {
    const t = setup();
    t.auth(7, 'token-a');
    t.socketReports({ type: 'socket.connected' });
    t.auth(9, 'token-z');
    await flush();
    expect(t.loads).toEqual([7, 9]);
    expect(t.opened).toEqual(['token-a', 'token-z']);
    expect(t.session.getSnapshot().value).toEqual({ signedIn: 'connecting' });
  });
});
