// The organisation page (issue 15; docs/decisions/0042-organization-teams.md): either one
// organisation (?organization_id=N: profile, team, invitations) or the member's own list
// ("My organisations", invitations waiting, and the create form). Every change goes through one
// `act` effect that answers the page as it is afterwards; destructive changes (leave, transfer
// ownership, remove a member) ask for confirmation first; forms are checked with the contract's
// schema before anything is sent, and an oversized logo is refused before it is uploaded.
import { assign, fromPromise, setup } from 'xstate';
import {
  LOGO_MAX_BYTES, ORGANIZATION_MESSAGES, organizationInputSchema, invitationInputSchema,
  type MyOrganizations, type OrganizationDetail, type OrganizationInputRaw, type OrgAssignableRole,
} from '../../contracts';

/** A file the member picked (a browser File satisfies it). */
export interface PickedFile { name: string; size: number; type: string }

export type OrganizationPage = { kind: 'one'; detail: OrganizationDetail } | { kind: 'mine'; mine: MyOrganizations };

export type OrganizationAction =
  | { kind: 'create'; values: OrganizationInputRaw; logo: PickedFile | null }
  | { kind: 'save'; values: OrganizationInputRaw; logo: PickedFile | null }
  | { kind: 'invite'; email: string; role: OrgAssignableRole }
  | { kind: 'revoke'; invitationId: number; email: string }
  | { kind: 'answer'; invitationId: number; answer: 'accept' | 'decline'; organizationName: string }
  | { kind: 'role'; userId: number; role: OrgAssignableRole; name: string }
  | { kind: 'remove'; userId: number; name: string }
  | { kind: 'leave'; name: string }
  | { kind: 'transfer'; userId: number; name: string };

export interface ActRequest { organizationId: number | null; action: OrganizationAction }
/** What `act` answers: the page afterwards, and for a new organisation its id. */
export interface ActResult { page: OrganizationPage; createdId?: number }

export type OrganizationPageEvent =
  | { type: 'organization.retry' }
  | { type: 'organization.reload' }
  | { type: 'organization.edit' }
  | { type: 'organization.cancel' }
  | { type: 'organization.act'; action: OrganizationAction }
  | { type: 'organization.confirm' }
  | { type: 'organization.dismiss' };

export interface OrganizationPageContext {
  organizationId: number | null;
  page: OrganizationPage | null;
  /** The action running, or waiting for confirmation. */
  pending: OrganizationAction | null;
  /** Field → message, from the contract's schema (nothing was sent). */
  fieldErrors: Record<string, string>;
  /** The server's refusal or a check before sending (e.g. the logo is too large). */
  problem: string | null;
  /** What the last change did, for the live region. */
  notice: string | null;
  /** The organisation just created (its page link shows in the notice). */
  createdId: number | null;
  error: string | null;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const NEEDS_CONFIRMATION = new Set<OrganizationAction['kind']>(['leave', 'transfer', 'remove']);

/** The question asked before a destructive change. */
export const confirmationText = (a: OrganizationAction | null): string => {
  if (!a) return '';
  switch (a.kind) {
    case 'leave': return `Leave ${a.name}? You will need a new invitation to join again.`;
    case 'transfer': return `Make ${a.name} the owner? You stay on as an admin and can no longer transfer ownership.`;
    case 'remove': return `Remove ${a.name} from the organisation?`;
    default: return '';
  }
};

/** What a change did, said once it is done. */
export const noticeFor = (a: OrganizationAction): string => {
  switch (a.kind) {
    case 'create': return `${a.values.name} was created. You are its owner.`;
    case 'save': return 'The profile was saved.';
    case 'invite': return `Invitation sent to ${a.email}.`;
    case 'revoke': return `The invitation to ${a.email} was withdrawn.`;
    case 'answer': return a.answer === 'accept' ? `You joined ${a.organizationName}.` : `You declined the invitation to ${a.organizationName}.`;
    case 'role': return `${a.name} is now ${a.role === 'admin' ? 'an admin' : 'a member'}.`;
    case 'remove': return `${a.name} was removed.`;
    case 'leave': return `You left ${a.name}.`;
    case 'transfer': return `${a.name} is now the owner.`;
  }
};

/** Field errors of a form action, from the contract's schemas (empty: fine to send). */
export function formErrors(a: OrganizationAction): Record<string, string> {
  const parsed = a.kind === 'create' || a.kind === 'save' ? organizationInputSchema.safeParse(a.values)
    : a.kind === 'invite' ? invitationInputSchema.safeParse({ email: a.email, role: a.role }) : null;
  if (!parsed || parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= issue.message;
  }
  return out;
}

const logoOf = (a: OrganizationAction) => (a.kind === 'create' || a.kind === 'save' ? a.logo : null);

export const organizationPageMachine = setup({
  types: {
    input: {} as { organizationId: number | null },
    context: {} as OrganizationPageContext,
    events: {} as OrganizationPageEvent,
  },
  guards: {
    canEdit: ({ context }) => context.page?.kind === 'mine' || (context.page?.kind === 'one' && context.page.detail.can_edit),
    logoTooLarge: ({ event }) => event.type === 'organization.act' && (logoOf(event.action)?.size ?? 0) > LOGO_MAX_BYTES,
    logoNotImage: ({ event }) => event.type === 'organization.act' && logoOf(event.action) != null && !logoOf(event.action)!.type.startsWith('image/'),
    formInvalid: ({ event }) => event.type === 'organization.act' && Object.keys(formErrors(event.action)).length > 0,
    notFormAction: ({ event }) => event.type === 'organization.act' && event.action.kind !== 'create' && event.action.kind !== 'save',
    fromEditing: ({ context }) => context.pending?.kind === 'create' || context.pending?.kind === 'save',
    needsConfirmation: ({ event }) => event.type === 'organization.act' && NEEDS_CONFIRMATION.has(event.action.kind),
  },
  actors: {
    load: fromPromise<OrganizationPage, { organizationId: number | null }>(async () => {
      throw new Error('load is not provided');
    }),
    act: fromPromise<ActResult, ActRequest>(async () => {
      throw new Error('act is not provided');
    }),
  },
}).createMachine({
  id: 'organizationPage',
  context: ({ input }) => ({
    organizationId: input.organizationId, page: null, pending: null, fieldErrors: {}, problem: null, notice: null, createdId: null, error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The page loads: "Loading the organisation…" (or "Loading your organisations…") shows.',
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ organizationId: context.organizationId }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      description: 'The page could not be loaded (e.g. "Organisation not found."): the reason shows with "Try again".',
      on: { 'organization.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'viewing',
      on: {
        'organization.reload': 'loading',
        'organization.dismiss': { actions: assign({ notice: null, problem: null }) },
      },
      states: {
        viewing: {
          description: 'The organisation’s profile and team (or "My organisations" with invitations and "Create an organisation"), with the buttons the member’s role allows.',
          on: {
            'organization.edit': { guard: 'canEdit', target: 'editing', actions: assign({ fieldErrors: {}, problem: null, notice: null }) },
            'organization.act': [
              { guard: 'formInvalid', actions: assign({ fieldErrors: ({ event }) => formErrors(event.action), problem: null }) },
              { guard: 'needsConfirmation', target: 'confirming', actions: assign({ pending: ({ event }) => event.action, problem: null, notice: null }) },
              { target: '#organizationPage.acting', actions: assign({ pending: ({ event }) => event.action, fieldErrors: {}, problem: null, notice: null }) },
            ],
          },
        },
        editing: {
          description: 'The profile form (name, category, logo, description, website, contact e-mail, city, state) with "Save" and "Cancel"; field messages show beside their inputs.',
          on: {
            'organization.cancel': { target: 'viewing', actions: assign({ fieldErrors: {}, problem: null }) },
            'organization.act': [
              // Only the form's own action (create or save) is sent from the form.
              { guard: 'notFormAction' },
              { guard: 'logoTooLarge', actions: assign({ problem: ORGANIZATION_MESSAGES.logoTooLarge }) },
              { guard: 'logoNotImage', actions: assign({ problem: ORGANIZATION_MESSAGES.badLogo }) },
              { guard: 'formInvalid', actions: assign({ fieldErrors: ({ event }) => formErrors(event.action), problem: null }) },
              { target: '#organizationPage.acting', actions: assign({ pending: ({ event }) => event.action, fieldErrors: {}, problem: null, notice: null }) },
            ],
          },
        },
        confirming: {
          description: 'A question asks to confirm: "Leave …?", "Make … the owner?" or "Remove …?", with "Confirm" and "Cancel".',
          on: {
            'organization.confirm': '#organizationPage.acting',
            'organization.cancel': { target: 'viewing', actions: assign({ pending: null }) },
          },
        },
      },
    },
    acting: {
      description: 'The change is being saved: its button says "Saving…" and the other buttons wait.',
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({ organizationId: context.organizationId, action: context.pending! }),
        onDone: {
          target: 'ready.viewing',
          actions: assign({
            page: ({ event }) => event.output.page,
            createdId: ({ event }) => event.output.createdId ?? null,
            notice: ({ context }) => noticeFor(context.pending!),
            pending: null,
          }),
        },
        onError: [
          { guard: 'fromEditing', target: 'ready.editing', actions: assign({ problem: ({ event }) => errorText(event.error), pending: null }) },
          { target: 'ready.viewing', actions: assign({ problem: ({ event }) => errorText(event.error), pending: null }) },
        ],
      },
    },
  },
});

export const ORGANIZATION_PAGE_STEPS: Record<string, string> = {
  'organization.retry': 'Press "Try again"',
  'organization.reload': 'Press "Refresh"',
  'organization.edit': 'Press "Edit profile" (or "Create an organisation")',
  'organization.cancel': 'Press "Cancel"',
  'organization.act': 'Press a button that changes something: "Save", "Send invitation", "Accept", "Decline", a role, "Remove", "Leave" or "Transfer ownership"',
  'organization.confirm': 'Press "Confirm"',
  'organization.dismiss': 'Close the message',
  'xstate.done.actor.load': 'The page arrives',
  'xstate.error.actor.load': 'Loading fails: the reason shows',
  'xstate.done.actor.act': 'The server saves the change (and tells the people concerned)',
  'xstate.error.actor.act': 'The server refuses (e.g. "This person is already a member of the organisation."): its message shows',
};
