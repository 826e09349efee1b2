import { useMatches } from 'react-router';
import type { Access, TopBarVariant } from './route-table';
import type { ScreenKey } from './route-table';

/** What every route carries for the layouts and screens above and below it. */
export interface RouteHandle {
  title: string;
  access: Access;
  topBar: TopBarVariant;
  screen: ScreenKey;
  redirectTo?: string;
  /** The build writes this page as HTML (decision 0065): it shows while the session is restored. */
  prerendered?: boolean;
}

const isRouteHandle = (h: unknown): h is RouteHandle => typeof h === 'object' && h !== null && 'title' in h;

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
