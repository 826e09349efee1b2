import type { ComponentType } from 'react';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen/LoadingScreen';
import { ErrorPage } from './layouts/ErrorPage';
import { FrameLayout } from './layouts/FrameLayout';
import { RequireSession } from './layouts/RequireSession';
import { RootLayout } from './layouts/RootLayout';
import type { RouteHandle } from './route-handle';
import { isPrerendered, ROUTES, type RouteEntry, type ScreenKey } from './route-table';
import { SCREENS } from './screens';

type ScreenLoaders = Record<ScreenKey, () => Promise<{ default: ComponentType }>>;

const load = (screens: ScreenLoaders, key: ScreenKey) => {
  const loader = screens[key];
  if (!loader) throw new Error(`No screen module named "${key}" in screens.ts`);
  return loader();
};

const toRoute = (lazyScreen: (key: ScreenKey) => RouteObject['lazy']) => (entry: RouteEntry): RouteObject => {
  const handle: RouteHandle = {
    title: entry.title,
    access: entry.access,
    topBar: entry.topBar,
    screen: entry.screen,
    ...(entry.redirectTo ? { redirectTo: entry.redirectTo } : {}),
    ...(isPrerendered(entry) ? { prerendered: true } : {}),
  };
  return { path: entry.path, handle, lazy: lazyScreen(entry.screen) };
};

const ROOT_ID = 'root';
/** The layout every page sits in: its children are the public pages, the private group and the 404. */
const FRAME_ID = 'frame';

const notFoundHandle: RouteHandle = { title: 'Page not found', access: 'public', topBar: 'default', screen: 'notFound' };

/** The whole route tree, built from the table; used by the browser router and by tests. */
export function buildRoutes(table: RouteEntry[] = ROUTES, screens: ScreenLoaders = SCREENS): RouteObject[] {
  const lazyScreen = (key: ScreenKey) => async () => ({ Component: (await load(screens, key)).default });
  const route = toRoute(lazyScreen);
  return [{
    id: ROOT_ID,
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [{
      id: FRAME_ID,
      element: <FrameLayout />,
      children: [
        ...table.filter((r) => r.access === 'public').map(route),
        { element: <RequireSession />, children: table.filter((r) => r.access === 'private').map(route) },
        { path: '*', handle: notFoundHandle, lazy: lazyScreen('notFound') },
      ],
    }],
  }];
}

/**
 * The chain of routes (layouts down to the page) whose leaf has exactly this path, compared as
 * react-router does (case-insensitive, trailing slash ignored); null when none has. Prerendered
 * pages have plain paths, and this walk costs nothing next to `matchRoutes`, which compiles a
 * pattern for every route of the table (decision 0068).
 */
function exactBranch(routes: RouteObject[], pathname: string): RouteObject[] | null {
  const wanted = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  for (const route of routes) {
    if (route.path?.toLowerCase() === wanted) return [route];
    const below = route.children ? exactBranch(route.children, pathname) : null;
    if (below) return [route, ...below];
  }
  return null;
}

/**
 * Loads the screens matching a path into the route objects before the router is created, so a
 * prerendered page hydrates with its screen already there (no fallback in between, which would
 * not match the HTML): react-router's documented way to hydrate lazy routes.
 */
export async function loadMatchedScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const matched = exactBranch(routes, pathname) ?? (matchRoutes(routes, pathname) ?? []).map((m) => m.route);
  await Promise.all(matched.map(async (route) => {
    if (typeof route.lazy !== 'function') return;
    const loaded = await route.lazy();
    Object.assign(route, loaded);
    delete route.lazy;
  }));
}

/**
 * For a prerendered page: the route tree cut down to the branch that serves `pathname`, and the
 * `patchRoutesOnNavigation` that adds every other route on the first navigation away from it
 * (react-router's lazy route discovery). Creating a router ranks its whole table and compiles a
 * pattern for each route tried: with all 133 routes that was one of the longest tasks after the
 * first paint (75-85 ms at 4x CPU throttling, decision 0095); with one branch it is a few ms.
 * Null when no page of the frame has exactly this path: the router then gets the whole tree.
 */
export function branchFirst(routes: RouteObject[], pathname: string): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } | null {
  const branch = exactBranch(routes, pathname);
  if (branch?.length !== 3) return null;
  const [root, frame, page] = branch as [RouteObject, RouteObject, RouteObject];
  if (root.id !== ROOT_ID || frame.id !== FRAME_ID) return null;
  const rest = (frame.children ?? []).filter((route) => route !== page);
  let patched = false;
  return {
    routes: [{ ...root, children: [{ ...frame, children: [page] }] }] as RouteObject[],
    // Patching re-ranks the whole table, so it is done once; an aborted navigation's patch is
    // dropped by react-router, so the next one patches again.
    patchRoutesOnNavigation: ({ patch, signal }) => {
      if (patched) return;
      patch(FRAME_ID, rest);
      patched = !signal.aborted;
    },
  };
}
