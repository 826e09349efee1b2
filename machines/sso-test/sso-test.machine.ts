// The single-sign-on initiation test page (/sso-initiate-test; issue 15, decision 0047): shows the
// identity profile of the current session (GET /auth/profile), and starts the hosted
// /auth/redirect flow with a chosen tenant, redirect_uri and action. Pointing redirect_uri back
// at this page shows the profile that comes back from the flow.
import { assign, fromPromise, setup } from 'xstate';
import type { IdentityProfile } from '../../contracts';

export const SSO_ACTIONS = [
  { value: '', label: 'Sign in (no action)' },
  { value: 'register', label: 'Register' },
  { value: 'update-profile', label: 'Update profile' },
  { value: 'update-password', label: 'Update password' },
] as const;
export type SsoAction = (typeof SSO_ACTIONS)[number]['value'];

export interface SsoRequest { tenant_id: string; redirect_uri: string; action: SsoAction }

export const SSO_MESSAGES = {
  badUri: 'Enter a full address starting with http:// or https://.',
  tenantRequired: 'Enter a tenant.',
  profileFailed: 'No profile came back: the session is not signed in.',
} as const;

/** A problem with the request, or null when it can start. */
export function ssoProblem(request: SsoRequest): string | null {
  if (!request.tenant_id.trim()) return SSO_MESSAGES.tenantRequired;
  try {
    const url = new URL(request.redirect_uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : SSO_MESSAGES.badUri;
  } catch {
    return SSO_MESSAGES.badUri;
  }
}

/** The hosted flow's address (same origin as the API host). */
export function hostedFlowUrl(request: SsoRequest): string {
  const query = new URLSearchParams({ tenant_id: request.tenant_id.trim(), redirect_uri: request.redirect_uri });
  if (request.action) query.set('action', request.action);
  return `/auth/redirect?${query.toString()}`;
}

export type SsoTestEvent = { type: 'sso.start'; request: SsoRequest } | { type: 'sso.retry' };

export interface SsoTestContext { profile: IdentityProfile | null; error: string | null; formError: string | null; startedUrl: string | null }

export const ssoTestMachine = setup({
  types: { context: {} as SsoTestContext, events: {} as SsoTestEvent },
  actors: {
    loadProfile: fromPromise<IdentityProfile, void>(async () => {
      throw new Error('loadProfile is not provided');
    }),
  },
  actions: {
    /** Sends the browser to the hosted flow (wiring: location.assign). */
    openHostedFlow: (_, _params: { url: string }) => {},
  },
  guards: {
    startable: ({ event }) => event.type === 'sso.start' && ssoProblem(event.request) === null,
  },
}).createMachine({
  id: 'ssoTest',
  context: { profile: null, error: null, formError: null, startedUrl: null },
  initial: 'loadingProfile',
  states: {
    loadingProfile: {
      description: 'The page shows the start form and "Loading the session’s profile…".',
      tags: ['loading'],
      // The start form is usable at once: starting the flow does not need the profile, so a press
      // while it loads starts the flow rather than going nowhere.
      on: { 'sso.start': [{ guard: 'startable', target: 'redirecting' }, { actions: assign({ formError: ({ event }) => ssoProblem(event.request) }) }] },
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'showingProfile', actions: assign({ profile: ({ event }) => event.output, error: null }) },
        onError: { target: 'noProfile', actions: assign({ profile: null, error: SSO_MESSAGES.profileFailed }) },
      },
    },
    showingProfile: {
      description: 'The page shows the start form and the profile the session holds (user id, username, e-mail, names, verified).',
      on: { 'sso.start': [{ guard: 'startable', target: 'redirecting' }, { actions: assign({ formError: ({ event }) => ssoProblem(event.request) }) }] },
    },
    noProfile: {
      description: 'The page shows the start form and says no profile came back, with Try again.',
      on: {
        'sso.retry': 'loadingProfile',
        'sso.start': [{ guard: 'startable', target: 'redirecting' }, { actions: assign({ formError: ({ event }) => ssoProblem(event.request) }) }],
      },
    },
    redirecting: {
      description: 'The browser goes to the sign-in service’s page for the chosen action.',
      entry: [
        assign({ formError: null, startedUrl: ({ event }) => (event.type === 'sso.start' ? hostedFlowUrl(event.request) : null) }),
        { type: 'openHostedFlow', params: ({ context }) => ({ url: context.startedUrl ?? '/auth/redirect' }) },
      ],
    },
  },
});

type S = import('xstate').SnapshotFrom<typeof ssoTestMachine>;
export const selectSsoProfile = (s: S) => s.context.profile;
export const selectSsoLoading = (s: S) => s.hasTag('loading');
export const selectSsoError = (s: S) => s.context.error;
export const selectSsoFormError = (s: S) => s.context.formError;
export const selectSsoStartedUrl = (s: S) => (s.matches('redirecting') ? s.context.startedUrl : null);
/** Once the browser is on its way to the hosted flow, a second press would be ignored: the button is disabled. */
export const selectSsoCanStart = (s: S) => !s.matches('redirecting');
