import type { EventObject } from 'xstate';
import { cookieConsentMachine } from './cookie-consent.machine';

export const cookieConsentPathModel = {
  name: 'cookie-consent',
  machine: cookieConsentMachine,
  events: [
    { type: 'consent.accept' },
    { type: 'consent.allowAll' },
    { type: 'consent.declineAll' },
    { type: 'consent.openPreferences' },
    { type: 'consent.closePreferences' },
  ] as EventObject[],
  screens: {
    '{"undecided":"banner"}': 'the cookie banner at the bottom with Accept, Preferences, Allow All and Decline All',
    '{"undecided":"preferences"}': 'the Cookie preferences dialog: Essential, Performance and Functionality, Analytics and Customization',
    '{"decided":"closed"}': 'no banner; the toast "Cookie preferences saved"; after a reload still no banner',
    '{"decided":"preferences"}': 'the Cookie preferences dialog, opened from "Cookie settings" in the footer',
  },
  actions: {
    'consent.accept': 'Press "Accept" (cookieAccepted = true)',
    'consent.allowAll': 'Press "Allow All" (cookieAccepted = true)',
    'consent.declineAll': 'Press "Decline All" (cookieAccepted = false)',
    'consent.openPreferences': 'Press "Preferences" on the banner, or "Cookie settings" in the footer',
    'consent.closePreferences': 'Close the dialog (×, Escape or a click on the backdrop)',
  },
};
