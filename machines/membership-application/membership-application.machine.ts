// Membership registration (issue 15; docs/decisions/0043-membership.md): the member's latest
// application decides where the page starts: the plans to choose from, the chosen plan's form, or
// the application's status (waiting, approved with a link to the card, or not approved with the
// reason and "Apply again"). The form is checked with the contract's schema before it is sent.
import { assign, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import {
  membershipApplicationInputSchema, MEMBERSHIP_PLANS,
  type MembershipApplication, type MembershipApplicationInput, type MembershipPlan, type MyMembership,
} from '../../contracts';

export type MembershipApplicationEvent =
  | { type: 'membership.choose'; plan: MembershipPlan }
  | { type: 'membership.back' }
  | { type: 'membership.submit'; values: MembershipApplicationInput }
  | { type: 'membership.reapply' }
  | { type: 'membership.refresh' }
  | { type: 'membership.retry' };

export interface MembershipRegistrationInput {
  plan: MembershipPlan | null;
  /** Where news arrives (the member's live notifications); `watchDecision` listens to it while an application waits. */
  updates?: AnyActorRef | null;
}

export interface MembershipApplicationContext {
  updates: AnyActorRef | null;
  /** A plan named in the link (?plan=sme): its form opens directly. */
  presetPlan: MembershipPlan | null;
  mine: MyMembership | null;
  plan: MembershipPlan | null;
  fieldErrors: Record<string, string>;
  problem: string | null;
  error: string | null;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const isPlan = (value: string | null | undefined): value is MembershipPlan => MEMBERSHIP_PLANS.includes(value as MembershipPlan);

/** Field → message for a filled-in form (empty: fine to send). */
export function applicationErrors(values: MembershipApplicationInput): Record<string, string> {
  const parsed = membershipApplicationInputSchema.safeParse(values);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

export const membershipApplicationMachine = setup({
  types: {
    input: {} as MembershipRegistrationInput,
    context: {} as MembershipApplicationContext,
    events: {} as MembershipApplicationEvent,
  },
  guards: {
    mayApplyWithPlan: ({ context, event }) => (event as unknown as { output: MyMembership }).output.can_apply && context.presetPlan !== null,
    mayApply: ({ event }) => (event as unknown as { output: MyMembership }).output.can_apply,
    canReapply: ({ context }) => context.mine?.can_apply === true,
    formInvalid: ({ event }) => event.type === 'membership.submit' && Object.keys(applicationErrors(event.values)).length > 0,
  },
  actors: {
    loadMine: fromPromise<MyMembership>(async () => {
      throw new Error('loadMine is not provided');
    }),
    apply: fromPromise<MembershipApplication, MembershipApplicationInput>(async () => {
      throw new Error('apply is not provided');
    }),
    /** Sends `membership.refresh` when the decision arrives as a notification (supplied by the wiring; silent here). */
    watchDecision: fromCallback<{ type: 'membership.refresh' }, { updates: AnyActorRef | null }>(() => () => {}),
  },
}).createMachine({
  id: 'membershipApplication',
  context: ({ input }) => ({ updates: input.updates ?? null, presetPlan: input.plan, mine: null, plan: input.plan, fieldErrors: {}, problem: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The member’s membership loads: "Loading your membership…" shows.',
      tags: ['loading'],
      invoke: {
        id: 'loadMine',
        src: 'loadMine',
        onDone: [
          { guard: 'mayApplyWithPlan', target: 'filling', actions: assign({ mine: ({ event }) => event.output, plan: ({ context }) => context.presetPlan }) },
          { guard: 'mayApply', target: 'choosing', actions: assign({ mine: ({ event }) => event.output }) },
          { target: 'status', actions: assign({ mine: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      description: 'The membership could not be loaded: the reason shows with "Try again".',
      on: { 'membership.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    choosing: {
      description: 'The four plans (Individual, SME, Organisation, Institution) with their fees and benefits, each with "Apply".',
      on: { 'membership.choose': { target: 'filling', actions: assign({ plan: ({ event }) => event.plan, fieldErrors: {}, problem: null }) } },
    },
    filling: {
      description: 'The chosen plan’s application form with "Submit application" and "Choose another plan"; field messages show beside their inputs.',
      on: {
        'membership.back': { target: 'choosing', actions: assign({ fieldErrors: {}, problem: null }) },
        'membership.choose': { actions: assign({ plan: ({ event }) => event.plan, fieldErrors: {}, problem: null }) },
        'membership.submit': [
          { guard: 'formInvalid', actions: assign({ fieldErrors: ({ event }) => applicationErrors(event.values), problem: null }) },
          { target: 'submitting', actions: assign({ fieldErrors: {}, problem: null }) },
        ],
      },
    },
    submitting: {
      description: 'The application is being sent: "Submitting…" shows on the button.',
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ event }) => (event as Extract<MembershipApplicationEvent, { type: 'membership.submit' }>).values,
        onDone: { target: 'status', actions: assign({ mine: ({ event }) => ({ application: event.output, can_apply: false }) }) },
        onError: { target: 'filling', actions: assign({ problem: ({ event }) => errorText(event.error) }) },
      },
    },
    status: {
      description: 'The application’s status: "Waiting for approval" (it updates by itself when an administrator decides), "Approved" with the member number and "Show my membership card", or "Not approved" with the reason and "Apply again".',
      invoke: { id: 'watchDecision', src: 'watchDecision', input: ({ context }) => ({ updates: context.mine?.application?.status === 'submitted' ? context.updates : null }) },
      on: {
        'membership.reapply': { guard: 'canReapply', target: 'choosing', actions: assign({ plan: null }) },
        'membership.refresh': 'loading',
      },
    },
  },
});

export const MEMBERSHIP_APPLICATION_STEPS: Record<string, string> = {
  'membership.choose': 'Press "Apply" on a plan',
  'membership.back': 'Press "Choose another plan"',
  'membership.submit': 'Fill in the form and press "Submit application"',
  'membership.reapply': 'Press "Apply again"',
  'membership.refresh': 'Press "Refresh" (or open the notification about the decision)',
  'membership.retry': 'Press "Try again"',
  'xstate.done.actor.loadMine': 'The membership arrives',
  'xstate.error.actor.loadMine': 'Loading fails: the reason shows',
  'xstate.done.actor.apply': 'The server records the application and tells the administrators',
  'xstate.error.actor.apply': 'The server refuses (e.g. "You already have a membership application waiting for approval."): its message shows',
};
