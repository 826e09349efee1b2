import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { IdentityProfile } from '../../contracts';
import { hostedFlowUrl, selectSsoCanStart, selectSsoFormError, selectSsoProfile, ssoProblem, ssoTestMachine } from './sso-test.machine';

const PROFILE = { user_id: 7, preferred_username: 'maya', email: 'maya@example.org', given_name: 'Maya', family_name: 'Rao', email_verified: true, access_token: 't' } as IdentityProfile;

describe('sso test page', () => {
  it('builds the hosted flow address with tenant, return address and action', () => {
    expect(hostedFlowUrl({ tenant_id: ' startup-summit ', redirect_uri: 'http://localhost:3803/sso-initiate-test?sso=returned', action: 'update-profile' }))
      .toBe('/auth/redirect?tenant_id=startup-summit&redirect_uri=http%3A%2F%2Flocalhost%3A3803%2Fsso-initiate-test%3Fsso%3Dreturned&action=update-profile');
    expect(hostedFlowUrl({ tenant_id: 't', redirect_uri: 'https://a.example/', action: '' })).toBe('/auth/redirect?tenant_id=t&redirect_uri=https%3A%2F%2Fa.example%2F');
    expect(ssoProblem({ tenant_id: 't', redirect_uri: 'javascript:alert(1)', action: '' })).toMatch(/http/);
    expect(ssoProblem({ tenant_id: ' ', redirect_uri: 'https://a.example/', action: '' })).toBe('Enter a tenant.');
  });

  it('shows the session’s profile; a bad address is refused; a good one opens the flow', async () => {
    const opened: string[] = [];
    const actor = createActor(ssoTestMachine.provide({
      actors: { loadProfile: fromPromise<IdentityProfile, void>(async () => PROFILE) },
      actions: { openHostedFlow: (_, { url }) => { opened.push(url); } },
    })).start();
    await waitFor(actor, (s) => s.matches('showingProfile'));
    expect(selectSsoProfile(actor.getSnapshot())?.preferred_username).toBe('maya');
    actor.send({ type: 'sso.start', request: { tenant_id: 'startup-summit', redirect_uri: 'not a url', action: '' } });
    expect(selectSsoFormError(actor.getSnapshot())).toMatch(/http/);
    expect(opened).toEqual([]);
    actor.send({ type: 'sso.start', request: { tenant_id: 'startup-summit', redirect_uri: 'http://localhost/sso-initiate-test', action: 'register' } });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(opened).toEqual(['/auth/redirect?tenant_id=startup-summit&redirect_uri=http%3A%2F%2Flocalhost%2Fsso-initiate-test&action=register']);
  });

  it('starts the flow while the profile is still loading (the form shows at once), and takes no second start', () => {
    const opened: string[] = [];
    const actor = createActor(ssoTestMachine.provide({
      actors: { loadProfile: fromPromise<IdentityProfile, void>(() => new Promise<IdentityProfile>(() => {})) },
      actions: { openHostedFlow: (_, { url }) => { opened.push(url); } },
    })).start();
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    expect(selectSsoCanStart(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'sso.start', request: { tenant_id: ' ', redirect_uri: 'http://localhost/sso-initiate-test', action: '' } });
    expect(selectSsoFormError(actor.getSnapshot())).toBe('Enter a tenant.');
    actor.send({ type: 'sso.start', request: { tenant_id: 'startup-summit', redirect_uri: 'http://localhost/sso-initiate-test', action: '' } });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(opened).toHaveLength(1);
    expect(selectSsoCanStart(actor.getSnapshot())).toBe(false);
  });
});
