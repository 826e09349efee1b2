import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { LOGO_MAX_BYTES, ORGANIZATION_MESSAGES } from '../../contracts';
import { organizationPageMachine, type ActRequest, type ActResult, type OrganizationPage } from './organization-page.machine';
import { selectOrgCanAct, selectOrgConfirmation, selectOrgFieldErrors, selectOrgNotice, selectOrgProblem } from './organization-page.selectors';
import { pathOrganization, pathPage } from './organization-page.paths';

const profile = { name: 'KisanLedger', category: 'startups' as const, website: 'https://kisanledger.example', state: 'Maharashtra' as const };

function start(page: OrganizationPage = pathPage(), act: (req: ActRequest) => Promise<ActResult> = async () => ({ page: pathPage() })) {
  const load = vi.fn(async () => page);
  const actSpy = vi.fn(async ({ input }: { input: ActRequest }) => act(input));
  const actor = createActor(organizationPageMachine.provide({
    actors: { load: fromPromise(load), act: fromPromise(actSpy) },
  }), { input: { organizationId: 7 } }).start();
  return { actor, load, act: actSpy };
}

describe('organizationPageMachine', () => {
  it('loads the organisation and saves an edited profile, saying so', async () => {
    const { actor, act } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    actor.send({ type: 'organization.edit' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'organization.act', action: { kind: 'save', values: { ...profile, city: 'Pune' }, logo: null } });
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    expect(act).toHaveBeenCalledTimes(1);
    expect(act.mock.calls[0]![0].input).toMatchObject({ organizationId: 7, action: { kind: 'save' } });
    expect(selectOrgNotice(actor.getSnapshot())).toBe('The profile was saved.');
  });

  it('refuses an invalid website and an oversized or non-image logo before sending anything', async () => {
    const { actor, act } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    actor.send({ type: 'organization.edit' });
    actor.send({ type: 'organization.act', action: { kind: 'save', values: { ...profile, website: 'kisanledger' }, logo: null } });
    expect(selectOrgFieldErrors(actor.getSnapshot()).website).toBe(ORGANIZATION_MESSAGES.badWebsite);
    actor.send({ type: 'organization.act', action: { kind: 'save', values: profile, logo: { name: 'big.png', type: 'image/png', size: LOGO_MAX_BYTES + 1 } } });
    expect(selectOrgProblem(actor.getSnapshot())).toBe(ORGANIZATION_MESSAGES.logoTooLarge);
    actor.send({ type: 'organization.act', action: { kind: 'save', values: profile, logo: { name: 'logo.pdf', type: 'application/pdf', size: 10 } } });
    expect(selectOrgProblem(actor.getSnapshot())).toBe(ORGANIZATION_MESSAGES.badLogo);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(act).not.toHaveBeenCalled();
  });

  it('does not open the form for a member who may not edit', async () => {
    const { actor } = start(pathPage({ my_role: 'member', can_edit: false }));
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    actor.send({ type: 'organization.edit' });
    expect(actor.getSnapshot().matches({ ready: 'viewing' })).toBe(true);
  });

  it('asks before a transfer and sends it only after "Confirm"; "Cancel" sends nothing', async () => {
    const { actor, act } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    actor.send({ type: 'organization.act', action: { kind: 'transfer', userId: 3, name: 'Maya Rao' } });
    expect(selectOrgConfirmation(actor.getSnapshot())).toContain('Make Maya Rao the owner?');
    actor.send({ type: 'organization.cancel' });
    expect(act).not.toHaveBeenCalled();
    actor.send({ type: 'organization.act', action: { kind: 'transfer', userId: 3, name: 'Maya Rao' } });
    actor.send({ type: 'organization.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    expect(act).toHaveBeenCalledTimes(1);
    expect(selectOrgNotice(actor.getSnapshot())).toBe('Maya Rao is now the owner.');
  });

  it('takes the page’s own buttons only while viewing: not with the form open, a question asked or a change on its way (they are disabled then)', async () => {
    let finish: () => void = () => {};
    const { actor, act } = start(pathPage(), () => new Promise<ActResult>((resolve) => { finish = () => resolve({ page: pathPage() }); }));
    expect(selectOrgCanAct(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    expect(selectOrgCanAct(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'organization.edit' });
    expect(selectOrgCanAct(actor.getSnapshot())).toBe(false);
    // With the profile form open, a team button's action is ignored by the machine.
    actor.send({ type: 'organization.act', action: { kind: 'remove', userId: 3, name: 'Maya Rao' } });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'organization.cancel' });
    actor.send({ type: 'organization.act', action: { kind: 'transfer', userId: 3, name: 'Maya Rao' } });
    expect(selectOrgCanAct(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'organization.confirm' });
    expect(selectOrgCanAct(actor.getSnapshot())).toBe(false);
    finish();
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    expect(selectOrgCanAct(actor.getSnapshot())).toBe(true);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal of an invitation and keeps the page', async () => {
    const { actor } = start(pathPage(), async () => { throw new Error(ORGANIZATION_MESSAGES.alreadyInvited); });
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    actor.send({ type: 'organization.act', action: { kind: 'invite', email: 'not-an-address', role: 'member' } });
    expect(selectOrgFieldErrors(actor.getSnapshot()).email).toBe(ORGANIZATION_MESSAGES.badEmail);
    actor.send({ type: 'organization.act', action: { kind: 'invite', email: 'aisha@summit.example', role: 'member' } });
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }) && selectOrgProblem(s) !== null);
    expect(selectOrgProblem(actor.getSnapshot())).toBe(ORGANIZATION_MESSAGES.alreadyInvited);
    expect(actor.getSnapshot().context.page).toEqual(pathPage());
  });

  it('a failed create keeps the form open with the message; a created organisation is remembered for its link', async () => {
    let fail = true;
    const mine: OrganizationPage = { kind: 'mine', mine: { organizations: [], invitations: [] } };
    const { actor } = start(mine, async () => {
      if (fail) throw new Error(ORGANIZATION_MESSAGES.nameTaken);
      return { page: mine, createdId: 42 };
    });
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    actor.send({ type: 'organization.edit' });
    actor.send({ type: 'organization.act', action: { kind: 'create', values: profile, logo: null } });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && selectOrgProblem(s) !== null);
    expect(selectOrgProblem(actor.getSnapshot())).toBe(ORGANIZATION_MESSAGES.nameTaken);
    fail = false;
    actor.send({ type: 'organization.act', action: { kind: 'create', values: { ...profile, name: 'KisanLedger Two' }, logo: null } });
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    expect(actor.getSnapshot().context.createdId).toBe(42);
    expect(selectOrgNotice(actor.getSnapshot())).toBe('KisanLedger Two was created. You are its owner.');
  });

  it('a load failure shows the reason and "Try again" loads again', async () => {
    let calls = 0;
    const actor = createActor(organizationPageMachine.provide({
      actors: {
        load: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new Error(ORGANIZATION_MESSAGES.notFound);
          return pathPage({ organization_id: 9 });
        }),
      },
    }), { input: { organizationId: 9 } }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(ORGANIZATION_MESSAGES.notFound);
    actor.send({ type: 'organization.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'viewing' }));
    expect(actor.getSnapshot().context.page).toEqual({ kind: 'one', detail: pathOrganization({ organization_id: 9 }) });
  });
});
