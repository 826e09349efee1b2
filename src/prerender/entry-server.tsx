// The build's server entry (decision 0065): renders one public page of the SPA to HTML with the
// same components, route table and content data the browser uses. The long-lived actors are
// created but never started, exactly as the browser holds them until hydration is done: the
// session is "not known yet", so the page is the signed-out one and no effect runs.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createAppActors } from '../app/actors';
import { AppFrame } from '../app/App';
import { buildRoutes } from '../app/router';
import { findRoute, PRERENDERED_PATHS } from '../app/route-table';
import type { TabSync } from '../lib/tab-sync';
import { markHydrating } from '../lib/use-hydrated';

export { PRERENDERED_PATHS };

/** Nothing to tell or hear at build time. */
const noTabs: TabSync = { post: () => {}, listen: () => () => {} };

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The route's title, as the browser sets it. */
  title: string;
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  // The browser's hydrating render starts the same way (src/boot.tsx).
  markHydrating();
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Prerender of ${pathname} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const actors = createAppActors({
    router: { navigate: () => undefined, state: { location: { pathname, search: '' } } },
    tabSync: noTabs,
    assignLocation: () => {},
  });
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame actors={actors}>
        {/* No inline hydration script: the CSP allows none, and the browser router needs no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const handle = context.matches.at(-1)?.route.handle as { title?: string } | undefined;
  return { html, title: handle?.title ?? '' };
}

/** The screen key serving a path (the build links that screen's chunk and stylesheet). */
export const screenKeyOf = (pathname: string): string | undefined => findRoute(pathname)?.screen;
