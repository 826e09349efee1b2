// Issue 17: in development with `?inspect`, every actor the app creates reaches the one inspector
// — the long-lived ones and every screen's. A stub inspector records what registers.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMachine, type InspectionEvent } from 'xstate';
import { server } from '../../tests/msw/server';
import { signedIn } from '../../tests/msw/handlers';
import { renderApp } from '../../tests/helpers/render-app';
import { AppActorsProvider } from './AppActorsContext';
import type { AppActors } from './actors';
import { useScreenActor } from './use-screen-actor';

/** A stub inspector: the machine ids of every actor that registered with it. */
function stubInspector() {
  const events: InspectionEvent[] = [];
  const registered = () => events
    .filter((e) => e.type === '@xstate.actor')
    .map((e) => (e.actorRef as unknown as { logic?: { id?: string } }).logic?.id)
    .filter((id): id is string => typeof id === 'string');
  return { inspect: (e: InspectionEvent) => { events.push(e); }, registered };
}

describe('the inspector sees every actor', () => {
  it('useScreenActor starts a screen actor with the app inspector', () => {
    const stub = stubInspector();
    const probe = createMachine({ id: 'probeScreen', initial: 'shown', states: { shown: {} } });
    function Probe() {
      useScreenActor(probe);
      return <p>probe</p>;
    }
    render(<AppActorsProvider actors={{ inspect: stub.inspect } as unknown as AppActors}><Probe /></AppActorsProvider>);
    expect(stub.registered()).toContain('probeScreen');
  });

  it('registers the long-lived actors: auth (with its member and privileges loads), cookie consent, session, bell and socket', async () => {
    server.use(...signedIn);
    const stub = stubInspector();
    renderApp('/user/home', { inspect: stub.inspect });
    await waitFor(() => expect(stub.registered()).toEqual(expect.arrayContaining(['auth', 'cookieConsent', 'session', 'notifications', 'socketConnection', 'memberProfile', 'privileges'])));
  });

  // One route per screen that starts its own actors (lint keeps every other start on useScreenActor).
  it.each([
    ['/select-role', 'roleSelection'],
    ['/readiness-journey', 'readinessJourney'],
    ['/change-password', 'formSubmit'],
    ['/notifications', 'notificationFeed'],
    ['/admin-center?tab=users', 'bulkOperation'],
  ])('%s registers %s', async (path, machineId) => {
    server.use(...signedIn);
    const stub = stubInspector();
    renderApp(path, { inspect: stub.inspect });
    await screen.findByRole('button', { name: /Ada Admin/ }, { timeout: 10_000 });
    await waitFor(() => expect(stub.registered()).toContain(machineId), { timeout: 10_000 });
  }, 20_000);
});
