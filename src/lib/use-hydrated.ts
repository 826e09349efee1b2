import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server and while it hydrates the prerendered page; true on
 * every render after that (and always in a page rendered only in the browser). Whatever only the
 * browser knows (stored cookie choice, today's date) waits for it, so the hydrating render
 * matches the prerendered HTML exactly (docs/decisions/0065-prerendered-public-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
