import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contracts';
import { socketConnectionMachine, type SocketConnectionEvent } from './socket-connection.machine';
import { selectIsConnected, selectIsConnecting, selectSocketError } from './socket-connection.selectors';

function start(refresh: () => Promise<string> = async () => 'fresh') {
  const opened: string[] = [];
  let closed = 0;
  let report: (event: SocketConnectionEvent) => void = () => {};
  const actor = createActor(socketConnectionMachine.provide({
    actors: {
      socket: fromCallback<SocketConnectionEvent, { token: string }>(({ input, sendBack }) => {
        opened.push(input.token);
        report = sendBack as typeof report;
        return () => { closed += 1; };
      }),
      refreshToken: fromPromise(refresh),
    },
  })).start();
  return { actor, opened, closedCount: () => closed, report: (e: SocketConnectionEvent) => report(e) };
}

describe('socketConnectionMachine', () => {
  it('connects with the access token once started, and stays quiet about it', () => {
    const { actor, opened, report } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'socket.start', token: 't1' });
    expect(opened).toEqual(['t1']);
    expect(selectIsConnecting(actor.getSnapshot())).toBe(true);
    report({ type: 'socket.connected' });
    expect(selectIsConnected(actor.getSnapshot())).toBe(true);
    expect(selectSocketError(actor.getSnapshot())).toBeNull();
  });

  it('records "socket has been disconnected" and waits for the reconnection', () => {
    const { actor, report } = start();
    actor.send({ type: 'socket.start', token: 't1' });
    report({ type: 'socket.connected' });
    report({ type: 'socket.disconnected', reason: 'transport close' });
    expect(actor.getSnapshot().value).toEqual({ active: 'reconnecting' });
    expect(selectSocketError(actor.getSnapshot())).toBe(MESSAGES.socketDisconnected);
    report({ type: 'socket.connected' });
    expect(selectIsConnected(actor.getSnapshot())).toBe(true);
    expect(selectSocketError(actor.getSnapshot())).toBeNull();
  });

  it('records a "timeout" and keeps the same socket retrying', () => {
    const { actor, opened, report } = start();
    actor.send({ type: 'socket.start', token: 't1' });
    report({ type: 'socket.connectError', message: MESSAGES.socketTimeout, auth: false });
    expect(selectSocketError(actor.getSnapshot())).toBe('timeout');
    expect(opened).toEqual(['t1']);
  });

  it('renews the token after an auth refusal and connects again with the new one', async () => {
    const refresh = vi.fn(async () => 'fresh');
    const { actor, opened, closedCount, report } = start(refresh);
    actor.send({ type: 'socket.start', token: 'stale' });
    report({ type: 'socket.connectError', message: 'unauthorized', auth: true });
    expect(closedCount()).toBe(1);
    await vi.waitFor(() => expect(opened).toEqual(['stale', 'fresh']));
    report({ type: 'socket.connected' });
    expect(selectIsConnected(actor.getSnapshot())).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('gives up when the renewed token is refused too, and when renewal fails', async () => {
    const { actor, opened, report } = start();
    actor.send({ type: 'socket.start', token: 'stale' });
    report({ type: 'socket.connectError', message: 'unauthorized', auth: true });
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    report({ type: 'socket.connectError', message: 'unauthorized', auth: true });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(opened).toHaveLength(2);

    const failing = start(async () => { throw new Error('Token refresh failed'); });
    failing.actor.send({ type: 'socket.start', token: 'stale' });
    failing.report({ type: 'socket.connectError', message: 'unauthorized', auth: true });
    await vi.waitFor(() => expect(failing.actor.getSnapshot().value).toBe('idle'));
  });

  it('reconnects with a token the app renewed on its own, and closes the socket on stop', () => {
    const { actor, opened, closedCount, report } = start();
    actor.send({ type: 'socket.start', token: 't1' });
    report({ type: 'socket.connected' });
    actor.send({ type: 'socket.tokenChanged', token: 't2' });
    expect(opened).toEqual(['t1', 't2']);
    expect(closedCount()).toBe(1);
    actor.send({ type: 'socket.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(closedCount()).toBe(2);
  });
});
