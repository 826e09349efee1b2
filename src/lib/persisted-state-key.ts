// Where the persisted state of SPEC §4 is kept, and its removal at sign-out: apart from the
// schemas in ./persisted-state, so signing out (and the app shell) needs no zod (decision 0064).
import { storage } from './storage';

export const PERSISTED_STATE_KEY = 'summit:persisted-state';

export interface PersistedStore { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void }

/** Sign-out: nothing of the member stays behind. */
export function clearPersistedState(store: PersistedStore = storage): void {
  store.remove(PERSISTED_STATE_KEY);
}
