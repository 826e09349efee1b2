import type { SnapshotFrom } from 'xstate';
import type { memberProfileMachine } from './member-profile.machine';

type S = SnapshotFrom<typeof memberProfileMachine>;

/** While any lookup runs: the full-screen logo loading screen (SPEC §2). */
export const selectIsLoading = (s: S) => s.hasTag('loading');
export const selectError = (s: S) => s.context.error;
export const selectStatusCode = (s: S) => s.context.statusCode;
/** The built member once ready, else null. */
export const selectUser = (s: S) => s.context.user;
export const selectIsReady = (s: S) => s.matches('ready');
export const selectIsFailed = (s: S) => s.matches('failed');
