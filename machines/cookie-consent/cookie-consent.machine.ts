// Cookie consent (SPEC §2, §4): the banner shows until a choice is stored under cookieAccepted —
// 'true' after Accept or Allow All, 'false' after Decline All. Preferences opens a modal that
// describes the three categories. After a choice, the modal can be opened again from the footer
// to change it; the banner does not come back.
import { assign, setup } from 'xstate';
import { withEffects } from '../build-once';

export type CookieChoice = 'true' | 'false';

export const COOKIE_CATEGORIES = [
  {
    id: 'essential',
    title: 'Essential',
    text: 'Keep you signed in, protect forms against forgery and remember this choice. The site cannot work without them, so they are always on.',
    alwaysOn: true,
  },
  {
    id: 'performance',
    title: 'Performance and Functionality',
    text: 'Remember preferences such as the last menu you opened, and help us see which pages are slow so we can fix them.',
    alwaysOn: false,
  },
  {
    id: 'analytics',
    title: 'Analytics and Customization',
    text: 'Count visits anonymously and tailor the events and programs we suggest to what you read.',
    alwaysOn: false,
  },
] as const;

export type CookieConsentEvent =
  | { type: 'consent.accept' }
  | { type: 'consent.allowAll' }
  | { type: 'consent.declineAll' }
  | { type: 'consent.openPreferences' }
  | { type: 'consent.closePreferences' };

export interface CookieConsentContext {
  choice: CookieChoice | null;
}

/** What is stored under cookieAccepted; anything else counts as no choice. */
export const parseStoredChoice = (value: unknown): CookieChoice | null => (value === 'true' || value === 'false' ? value : null);

const consentSetup = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as { stored?: string | null } | undefined,
  },
  actions: {
    /** Supplied in the app: writes cookieAccepted to local storage. */
    storeChoice: (_, _params: { choice: CookieChoice }) => {},
    /** Supplied in the app: tells the visitor the choice was saved. */
    confirmChoice: (_, _params: { choice: CookieChoice }) => {},
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== null,
  },
});

/** The chart, given the `createMachine` to build it with: the setup's (stand-ins) or the app's effects' (below). */
const buildConsent = (createMachine: typeof consentSetup.createMachine) => createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ choice: parseStoredChoice(input?.stored) }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasChoice', target: 'decided' }, { target: 'undecided' }],
    },
    undecided: {
      initial: 'banner',
      states: {
        banner: {
          on: {
            'consent.openPreferences': 'preferences',
            // Accept is on the banner only: the Preferences dialog (over the banner) offers Allow All and Decline All.
            'consent.accept': { target: '#cookieConsent.decided', actions: [assign({ choice: 'true' }), { type: 'storeChoice', params: { choice: 'true' } }, { type: 'confirmChoice', params: { choice: 'true' } }] },
          },
        },
        preferences: { on: { 'consent.closePreferences': 'banner' } },
      },
      on: {
        'consent.allowAll': { target: 'decided', actions: [assign({ choice: 'true' }), { type: 'storeChoice', params: { choice: 'true' } }, { type: 'confirmChoice', params: { choice: 'true' } }] },
        'consent.declineAll': { target: 'decided', actions: [assign({ choice: 'false' }), { type: 'storeChoice', params: { choice: 'false' } }, { type: 'confirmChoice', params: { choice: 'false' } }] },
      },
    },
    decided: {
      initial: 'closed',
      states: {
        closed: { on: { 'consent.openPreferences': 'preferences' } },
        preferences: {
          on: {
            'consent.closePreferences': 'closed',
            'consent.allowAll': { target: 'closed', actions: [assign({ choice: 'true' }), { type: 'storeChoice', params: { choice: 'true' } }, { type: 'confirmChoice', params: { choice: 'true' } }] },
            'consent.declineAll': { target: 'closed', actions: [assign({ choice: 'false' }), { type: 'storeChoice', params: { choice: 'false' } }, { type: 'confirmChoice', params: { choice: 'false' } }] },
          },
        },
      },
    },
  },
});

/** The consent chart with named stand-ins for its effects: unit and path tests, the visualizer. */
export const cookieConsentMachine = /* @__PURE__ */ buildConsent(consentSetup.createMachine);

/** The effects src/app/consent.ts supplies. */
export type CookieConsentEffects = Parameters<typeof cookieConsentMachine.provide>[0];

/** What `cookieConsentMachine.provide(effects)` gives, built once (decision 0096). */
export const provideCookieConsentMachine = (effects: CookieConsentEffects) => buildConsent(withEffects(consentSetup.createMachine, effects));
