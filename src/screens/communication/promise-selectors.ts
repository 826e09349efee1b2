import type { PromiseSnapshot } from 'xstate';

/** Narrow reads of a promise actor (roles, calendar items): its result once done, and whether it failed. */
export const selectOutput = <T>(s: PromiseSnapshot<T, unknown>): T | null => (s.status === 'done' ? s.output ?? null : null);
export const selectFailed = (s: PromiseSnapshot<unknown, unknown>) => s.status === 'error';
export const selectPending = (s: PromiseSnapshot<unknown, unknown>) => s.status === 'active';

/** An observer that takes a promise actor's failure as handled (the view shows it from the snapshot). */
export const quiet = { error: () => {} };
