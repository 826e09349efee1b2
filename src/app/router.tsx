import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
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

const notFoundHandle: RouteHandle = { title: 'Page not found', access: 'public', topBar: 'default', screen: 'notFound' };

/** The whole route tree, built from the table; used by the browser router and by tests. */
export function buildRoutes(table: RouteEntry[] = ROUTES, screens: ScreenLoaders = SCREENS): RouteObject[] {
  const lazyScreen = (key: ScreenKey) => async () => ({ Component: (await load(screens, key)).default });
  const route = toRoute(lazyScreen);
  return [{
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [{
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
 * Loads the screens matching a path into the route objects before the router is created, so a
 * prerendered page hydrates with its screen already there (no fallback in between, which would
 * not match the HTML): react-router's documented way to hydrate lazy routes.
 */
export async function loadMatchedScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    const loaded = await route.lazy();
    Object.assign(route, loaded);
    delete route.lazy;
  }));
}
