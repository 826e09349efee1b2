import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { InspectionEvent } from 'xstate';
import './styles/global.css';
import { createAppActors, startAppActors } from './app/actors';
import { App } from './app/App';
import { buildRoutes } from './app/router';

/** `?inspect` in development opens the Stately inspector; production never loads it. */
async function devInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}

void devInspector().then((inspect) => {
  const router = createBrowserRouter(buildRoutes());
  const actors = startAppActors(createAppActors({ router, inspect }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actors={actors} router={router} />
    </StrictMode>,
  );
});
