import { STORAGE_KEYS } from '../../contracts';
import { storage } from '../lib/storage';
import { findRoute } from './route-table';

export interface RouterLike {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string; search: string } };
}

/** Only paths of this app: never a protocol-relative or absolute address (no open redirect). */
const localPath = (value: string | null | undefined) =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;

/**
 * Where to go after sign-in (SPEC §4): where the member was heading, else the stored role-uri,
 * else their registration_redirect, else home.
 */
export function afterLoginTarget(router: RouterLike, registrationRedirect?: string | null): string {
  const returnTo = new URLSearchParams(router.state.location.search).get('returnTo');
  return localPath(returnTo) ?? localPath(storage.get(STORAGE_KEYS.roleUri)) ?? localPath(registrationRedirect) ?? '/user/home';
}

/** SPEC §8: a lost session on a private or unknown page goes to its redirect target or /auth. */
export function leaveIfPrivate(router: RouterLike): void {
  const { pathname, search } = router.state.location;
  const route = findRoute(pathname);
  if (route?.access === 'public') return;
  if (route?.redirectTo) {
    router.navigate(route.redirectTo, { replace: true });
    return;
  }
  router.navigate(`/auth?returnTo=${encodeURIComponent(pathname + search)}`, { replace: true });
}
