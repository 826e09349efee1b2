// Warm route switches (issue 18, decision 0064): when a pointer comes onto, or focus reaches, a
// link to one of our screens, that screen's chunk (with its imports and CSS) starts loading, so
// the click a moment later finds it ready instead of waiting for a round trip. One listener on
// the document serves every link of the app (top bar, drawer, footer, cards, screens).
import { matchRoutes } from 'react-router';
import { ROUTES, type RouteEntry } from './route-table';
import { SCREENS } from './screens';

type Loaders = Record<string, (() => Promise<unknown>) | undefined>;

const routeObjects = ROUTES.map((entry) => ({ path: entry.path, entry }));

/** The route entry a same-origin address leads to, or null (another site, an unknown path). */
export function routeEntryFor(href: string, base: string): RouteEntry | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return null;
  return matchRoutes(routeObjects, url.pathname)?.at(-1)?.route.entry ?? null;
}

/**
 * Starts loading a screen when a link to it is about to be used. `wanted` says whether this
 * visitor can open it (a guest's private links lead to the sign-in page instead). Returns the
 * function that stops listening.
 */
export function prefetchOnLinkIntent(root: Document, wanted: (entry: RouteEntry) => boolean, screens: Loaders = SCREENS): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link) return;
    const entry = routeEntryFor(link.href, root.baseURI);
    const load = entry ? screens[entry.screen] : undefined;
    if (!entry || !load || started.has(entry.screen) || !wanted(entry)) return;
    started.add(entry.screen);
    // A failed load (offline, a new deploy) may be tried again by the next intent or the click.
    load().catch(() => started.delete(entry.screen));
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
