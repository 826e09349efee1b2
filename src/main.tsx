import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { InspectionEvent } from 'xstate';
import './styles/global.css';
import { createAppActors, startAppActors } from './app/actors';
import { App } from './app/App';
import { buildRoutes, loadMatchedScreens } from './app/router';

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

void devInspector().then(async (inspect) => {
  const container = document.getElementById('root')!;
  const routes = buildRoutes();
  // A public page prerendered at build (decision 0065): its screen is loaded before the router
  // exists, and the long-lived actors start only after hydration, so the browser's first render
  // is the build's (session not known yet, no cookie banner) and nothing flashes or mismatches.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await loadMatchedScreens(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const actors = createAppActors({ router, inspect });
  if (!prerendered) {
    startAppActors(actors);
    createRoot(container).render(
      <StrictMode>
        <App actors={actors} router={router} />
      </StrictMode>,
    );
    return;
  }
  let started = false;
  const start = () => {
    if (started) return; // StrictMode runs effects twice in development.
    started = true;
    startAppActors(actors);
  };
  // As a transition, hydration yields to the browser between pieces of work: no single long task.
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
