// The cookie consent machine wired to local storage and a toast (SPEC §2, §4).
import { toast } from '../lib/toasts';
import { createActor, type InspectionEvent } from 'xstate';
import { STORAGE_KEYS } from '../../contracts';
import { provideCookieConsentMachine } from '../../machines/cookie-consent';
import { storage } from '../lib/storage';

export const COOKIE_SAVED_MESSAGE = 'Cookie preferences saved.';

export function createCookieConsentActor(inspect?: (event: InspectionEvent) => void) {
  return createActor(provideCookieConsentMachine({
    actions: {
      storeChoice: (_, { choice }) => storage.set(STORAGE_KEYS.cookieAccepted, choice),
      confirmChoice: () => {
        toast.success(COOKIE_SAVED_MESSAGE, { toastId: 'cookie-choice' });
      },
    },
  }), { input: { stored: storage.get(STORAGE_KEYS.cookieAccepted) }, inspect });
}

export type CookieConsentActor = ReturnType<typeof createCookieConsentActor>;
