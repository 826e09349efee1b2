import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { fromCallback, type ActorSystem, type InspectionEvent } from 'xstate';
import { createMemoryRouter } from 'react-router';
import { createAppActors, startAppActors } from '../../src/app/actors';
import { loadMemberTopBar } from '../../src/app/layouts/member-top-bar';
import { App } from '../../src/app/App';
import { buildRoutes } from '../../src/app/router';
import type { RouteEntry } from '../../src/app/route-table';
import type { ChatSocketFactory } from '../../src/app/live-updates';
import type { SocketListeners } from '../../src/lib/socket';

/** Stands in for the socket.io connection: connects at once, carries nothing (tests push events to the actors). */
export const connectedSocket = fromCallback(({ sendBack }) => {
  sendBack({ type: 'socket.connected' });
  return () => {};
});

/**
 * Stands in for the chat socket server: the Messages view's socket "connects" at once with the
 * listeners it was given, and `push` delivers an event to them as socket.io would.
 */
export function fakeChatServer() {
  let listeners: SocketListeners | null = null;
  const opened: number[] = [];
  const factory: ChatSocketFactory = (make) => fromCallback(({ sendBack, system }) => {
    // The real socket effect hands its listeners the actor system (they deliver by systemId).
    const open = (make as (scope: { system: ActorSystem<never> }) => SocketListeners)({ system: system as ActorSystem<never> });
    listeners = open;
    opened.push(Date.now());
    sendBack({ type: 'socket.connected' });
    (open.connect as (() => void) | undefined)?.();
    return () => { listeners = null; };
  });
  return {
    factory,
    /** Whether a chat socket is open now. */
    get connected() { return listeners !== null; },
    /** How many times a chat socket was opened. */
    get opens() { return opened.length; },
    push(event: string, payload: unknown) {
      if (!listeners) throw new Error(`No chat socket is open to receive ${event}`);
      (listeners[event] as ((p: unknown) => void) | undefined)?.(payload);
    },
  };
}

/** The real app (routes, layouts, actors, HTTP, toasts) at a given address, in a memory router. */
export function renderApp(path: string, options: { table?: RouteEntry[]; screens?: Parameters<typeof buildRoutes>[1]; inspect?: (event: InspectionEvent) => void } = {}) {
  const router = createMemoryRouter(buildRoutes(options.table, options.screens), { initialEntries: [path] });
  const assignLocation = vi.fn();
  const chat = fakeChatServer();
  const actors = startAppActors(createAppActors({ router, assignLocation, socket: connectedSocket, chatSocket: chat.factory, inspect: options.inspect, loadMemberShell: loadMemberTopBar }));
  const view = render(<App actors={actors} router={router} />);
  return { ...view, router, actors, assignLocation, chat };
}
