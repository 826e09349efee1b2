import type { SnapshotFrom } from 'xstate';
import type { cookieConsentMachine } from './cookie-consent.machine';

type S = SnapshotFrom<typeof cookieConsentMachine>;

/** The banner stays at the bottom until a choice is stored. */
export const selectBannerVisible = (s: S) => s.matches('undecided');
export const selectPreferencesOpen = (s: S) => s.matches({ undecided: 'preferences' }) || s.matches({ decided: 'preferences' });
export const selectCookieChoice = (s: S) => s.context.choice;
