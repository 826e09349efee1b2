import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_MESSAGES, type MembershipApplication, type MembershipApplicationInput, type MyMembership } from '../../contracts';
import { membershipReviewMachine, type DecisionRequest } from '../membership-review/membership-review.machine';
import { selectReviewDecided, selectReviewProblem } from '../membership-review/membership-review.selectors';
import { membershipApplicationMachine } from './membership-application.machine';
import { selectMembershipFieldErrors, selectMembershipProblem, selectMembershipStep } from './membership-application.selectors';
import { pathApplication, pathValues } from './membership.paths';

function start(mine: MyMembership, plan: MembershipApplicationInput['plan'] | null = null, apply = async (_v: MembershipApplicationInput): Promise<MembershipApplication> => pathApplication('submitted')) {
  const applySpy = vi.fn(async ({ input }: { input: MembershipApplicationInput }) => apply(input));
  const actor = createActor(membershipApplicationMachine.provide({
    actors: { loadMine: fromPromise(async () => mine), apply: fromPromise(applySpy) },
  }), { input: { plan } }).start();
  return { actor, apply: applySpy };
}

describe('membershipApplicationMachine', () => {
  it('a member without an application chooses a plan, fills in its form and sees it waiting', async () => {
    const { actor, apply } = start({ application: null, can_apply: true });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'membership.choose', plan: 'individual' });
    actor.send({ type: 'membership.submit', values: pathValues });
    await waitFor(actor, (s) => s.matches('status'));
    expect(apply.mock.calls[0]![0].input).toEqual(pathValues);
    expect(actor.getSnapshot().context.mine).toEqual({ application: pathApplication('submitted'), can_apply: false });
  });

  it('a plan in the link opens its form directly', async () => {
    const { actor } = start({ application: null, can_apply: true }, 'sme');
    await waitFor(actor, (s) => s.matches('filling'));
    expect(actor.getSnapshot().context.plan).toBe('sme');
  });

  it('a bad phone number and a bad Udyam number are shown beside their fields and nothing is sent', async () => {
    const { actor, apply } = start({ application: null, can_apply: true }, 'sme');
    await waitFor(actor, (s) => s.matches('filling'));
    actor.send({ type: 'membership.submit', values: { plan: 'sme', company_name: 'Duarte Textiles', registration_number: 'GST123', employees: 40, sector: 'Textiles', phone: '123', city: 'Surat', state: 'Gujarat' } });
    const errors = selectMembershipFieldErrors(actor.getSnapshot());
    expect(errors.phone).toBe(MEMBERSHIP_MESSAGES.badPhone);
    expect(errors.registration_number).toContain('Udyam');
    expect(selectMembershipStep(actor.getSnapshot())).toBe('filling');
    expect(apply).not.toHaveBeenCalled();
  });

  it('the server’s refusal keeps the form with its message', async () => {
    const { actor } = start({ application: null, can_apply: true }, 'individual', async () => { throw new Error(MEMBERSHIP_MESSAGES.alreadyApplied); });
    await waitFor(actor, (s) => s.matches('filling'));
    actor.send({ type: 'membership.submit', values: pathValues });
    await waitFor(actor, (s) => s.matches('filling') && selectMembershipProblem(s) !== null);
    expect(selectMembershipProblem(actor.getSnapshot())).toBe(MEMBERSHIP_MESSAGES.alreadyApplied);
  });

  it('a waiting application shows its status even with a plan in the link; a rejected one may apply again', async () => {
    const waiting = start({ application: pathApplication('submitted'), can_apply: false }, 'sme');
    await waitFor(waiting.actor, (s) => s.matches('status'));
    waiting.actor.send({ type: 'membership.reapply' });
    expect(waiting.actor.getSnapshot().matches('status')).toBe(true);

    const rejected = start({ application: pathApplication('rejected'), can_apply: true });
    await waitFor(rejected.actor, (s) => s.matches('choosing'));
    expect(rejected.actor.getSnapshot().context.mine?.application?.rejection_reason).toBe('Unreachable phone number.');
  });
});

describe('membershipApplicationMachine live decision', () => {
  it('a waiting application reloads when the decision arrives, and shows it approved', async () => {
    let calls = 0;
    let announce: (() => void) | null = null;
    const actor = createActor(membershipApplicationMachine.provide({
      actors: {
        loadMine: fromPromise(async (): Promise<MyMembership> => {
          calls += 1;
          return calls === 1 ? { application: pathApplication('submitted'), can_apply: false } : { application: pathApplication('approved'), can_apply: false };
        }),
        watchDecision: fromCallback(({ sendBack }) => {
          announce = () => sendBack({ type: 'membership.refresh' });
          return () => { announce = null; };
        }),
      },
    }), { input: { plan: null, updates: null } }).start();
    await waitFor(actor, (s) => s.matches('status'));
    expect(announce).not.toBeNull();
    announce!();
    await waitFor(actor, (s) => s.matches('status') && s.context.mine?.application?.status === 'approved');
    expect(calls).toBe(2);
  });
});

describe('membershipReviewMachine', () => {
  const run = (decide: (r: DecisionRequest) => Promise<MembershipApplication>, application = pathApplication('submitted')) => {
    const spy = vi.fn(async ({ input }: { input: DecisionRequest }) => decide(input));
    return { actor: createActor(membershipReviewMachine.provide({ actors: { decide: fromPromise(spy) } }), { input: { application } }).start(), spy };
  };

  it('a rejection needs a reason; with one it is sent and shown as decided', async () => {
    const { actor, spy } = run(async () => pathApplication('rejected'));
    actor.send({ type: 'review.reject' });
    expect(selectReviewProblem(actor.getSnapshot())).toBe(MEMBERSHIP_MESSAGES.reasonRequired);
    expect(spy).not.toHaveBeenCalled();
    actor.send({ type: 'review.reason', reason: 'Unreachable phone number.' });
    actor.send({ type: 'review.reject' });
    await waitFor(actor, selectReviewDecided);
    expect(spy.mock.calls[0]![0].input).toEqual({ membershipId: 4, decision: 'reject', reason: 'Unreachable phone number.' });
    expect(actor.getSnapshot().context.application.status).toBe('rejected');
  });

  it('approval is sent without a reason; a refusal shows the server’s message', async () => {
    const { actor } = run(async () => { throw new Error(MEMBERSHIP_MESSAGES.alreadyDecided); });
    actor.send({ type: 'review.approve' });
    await waitFor(actor, (s) => s.matches('open') && selectReviewProblem(s) !== null);
    expect(selectReviewProblem(actor.getSnapshot())).toBe(MEMBERSHIP_MESSAGES.alreadyDecided);
  });

  it('an application already decided opens as decided', () => {
    const { actor } = run(async () => pathApplication('approved'), pathApplication('approved'));
    expect(selectReviewDecided(actor.getSnapshot())).toBe(true);
  });
});
