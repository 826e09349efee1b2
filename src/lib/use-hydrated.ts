import { startTransition, useEffect, useState } from 'react';

// Set while React renders the page at build and while the browser hydrates it (decision 0065).
let hydrating = false;

/** The build's render and the browser's hydration call this first: useHydrated() starts false. */
export function markHydrating(): void {
  hydrating = true;
}

/** Hydration committed: what mounts from now on is hydrated at once. */
export function markHydrated(): void {
  hydrating = false;
}

/**
 * False while React renders on the server and while it hydrates the prerendered page; true on
 * every render after that (and always in a page rendered only in the browser). Whatever only the
 * browser knows (stored cookie choice, today's date) waits for it, so the hydrating render
 * matches the prerendered HTML exactly (docs/decisions/0065-prerendered-public-pages.md).
 * The switch to true is a transition (decision 0090): it renders in slices the browser may
 * interrupt, not as one synchronous render right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
