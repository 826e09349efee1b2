// The app itself: src/main.tsx loads it, after the first paint of a prerendered page (decision 0068).
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import type { InspectionEvent } from 'xstate';
import { createAppActors, startAppActors } from './app/actors';
import { App } from './app/App';
import { createCookieConsentActor } from './app/consent';
import { loadMemberTopBar } from './app/layouts/member-top-bar';
import { branchFirst, buildRoutes, loadMatchedScreens } from './app/router';
import type { EarlyInput } from './lib/early-input';
import { markHydrated, markHydrating } from './lib/use-hydrated';
import { whenIdle, yieldToMain } from './lib/yield-to-main';

/** `?inspect` in development opens the Stately inspector; production never loads it. */
async function devInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}

/** Runs `run` once the tree below has been committed: for a hydrated page, once it matches the HTML. */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

/**
 * Starts the app: hydrates a prerendered page, or renders the shell's route. `early` holds the
 * presses and typing on the prerendered page before React owned it: handed over once it does.
 */
export function boot(early?: EarlyInput): void {
  void devInspector().then(async (inspect) => {
    const container = document.getElementById('root')!;
    // A public page prerendered at build (decision 0065): its screen is loaded before the router
    // exists, and the long-lived actors start only after hydration, so the browser's first render
    // is the build's (session not known yet, no cookie banner) and nothing flashes or mismatches.
    const prerendered = container.firstElementChild !== null;
    // Its content is already on screen, so start-up runs in separate short tasks (decision 0068):
    // evaluating the modules, loading the screen, the router, the actors, then hydration in slices.
    if (prerendered) await yieldToMain();
    // React DOM's client, the largest module of the app, stays in the app's chunk but is evaluated
    // only here, in a task of its own (decision 0095): with the rest it made one long task.
    const { createRoot, hydrateRoot } = await import('react-dom/client');
    if (prerendered) await yieldToMain();
    const routes = buildRoutes();
    if (prerendered) {
      await loadMatchedScreens(routes, window.location.pathname);
      await yieldToMain();
    }
    // A prerendered page's router starts with that page's branch alone; the rest of the table
    // is added on the first navigation (decision 0095).
    const branch = prerendered ? branchFirst(routes, window.location.pathname) : null;
    const router = branch
      ? createBrowserRouter(branch.routes, { patchRoutesOnNavigation: branch.patchRoutesOnNavigation })
      : createBrowserRouter(routes);
    if (prerendered) await yieldToMain();
    const noSessionCookie = prerendered && document.documentElement.dataset.session !== 'restoring';
    // Building a machine is the costly part of an actor: the cookie choice's and the session's
    // each get a task of their own on a prerendered page (decision 0096).
    const cookieConsent = createCookieConsentActor(inspect);
    if (prerendered) await yieldToMain();
    const actors = createAppActors({ router, inspect, loadMemberShell: loadMemberTopBar, noSessionCookie, cookieConsent });
    if (!prerendered) {
      startAppActors(actors);
      createRoot(container).render(
        <StrictMode>
          <App actors={actors} router={router} />
        </StrictMode>,
      );
      return;
    }
    await yieldToMain();
    let started = false;
    const start = () => {
      if (started) return; // StrictMode runs effects twice in development.
      started = true;
      markHydrated();
      early?.replay();
      // Session restore and the cookie choice wait for the browser's first idle moment (at most
      // half a second) instead of running in the task that commits the hydrated tree, and each
      // has a task of its own.
      whenIdle(() => startAppActors(actors, yieldToMain), 500);
    };
    // As a transition, hydration yields to the browser between pieces of work: no single long task.
    // From here React listens, and handles a press on a part it has not hydrated yet itself.
    early?.stop();
    markHydrating();
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AfterFirstCommit run={start}>
            <App actors={actors} router={router} />
          </AfterFirstCommit>
        </StrictMode>,
      );
    });
  });
}
