// Builds the member after login (SPEC §3, §5, §6, §8): find the member record (by id, else by
// e-mail), create it when the user service says 'User not found', resolve the role ids to role
// records (falling back to the temp role), and pick the active role.
import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_ROLE, MESSAGES, toActiveRole, type MemberLoadResult, type MemberUser, type Role, type UserRecord } from '../../contracts';

/** The identity-provider profile the member is built from (SPEC §3 "Identity profile response"). */
export interface MemberIdentity {
  user_id?: number | null;
  email: string;
  preferred_username: string;
  given_name?: string | null;
  family_name?: string | null;
  email_verified: boolean;
}

export interface MemberProfileInput {
  identity: MemberIdentity;
}

/** What the effects reject with: an Error, with the HTTP status when there was a response. */
export type EffectError = Error & { statusCode?: number };

/** `{ ok: true; user: MemberUser } | { ok: false; error: string; statusCode?: number }` (what auth's loadMember resolves with). */
export type MemberProfileOutput = MemberLoadResult;

export interface MemberProfileContext {
  identity: MemberIdentity;
  /** The id to load: from the identity, or from the e-mail lookup. */
  userId: number | null;
  record: UserRecord | null;
  roles: Role[];
  user: MemberUser | null;
  error: string | null;
  statusCode: number | null;
}

/** A usable user id (SPEC §5: missing or not a number means "look up by e-mail"). */
export const isUserId = (id: unknown): id is number => typeof id === 'number' && Number.isFinite(id);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown): number | null => {
  const code = (error as EffectError | null)?.statusCode;
  return typeof code === 'number' ? code : null;
};

/** SPEC §6/§8: a 404 'User not found' means the member is new and is created. */
export const isUserNotFound = (error: unknown): boolean =>
  statusOf(error) === 404 && error instanceof Error && error.message === MESSAGES.userNotFound;

/**
 * The member as the SPA holds it: the active role is the record's active_role_id when it is
 * among the roles, else the first role; the display name is the active role's.
 */
export function buildMemberUser(identity: MemberIdentity, record: UserRecord, roles: Role[]): MemberUser {
  const role = roles.find((r) => r.role_id === record.active_role_id) ?? roles[0];
  if (!role) throw new Error('A member needs at least one role.');
  const active_role = toActiveRole(role, roles);
  return {
    user_id: record.user_id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    phone_number: record.phone_number,
    email: record.email,
    otpVerified: identity.email_verified,
    roles,
    active_role,
    display_name: active_role.display_name,
    roll_number: record.roll_number,
    profile_image: record.profile_image,
    age: record.age,
    gender: record.gender,
    registration_redirect: record.registration_redirect,
    enabled: record.enabled,
    privileges: null,
  };
}

export const memberProfileMachine = setup({
  types: {
    input: {} as MemberProfileInput,
    context: {} as MemberProfileContext,
    output: {} as MemberProfileOutput,
  },
  guards: {
    hasUserId: ({ context }) => context.userId !== null,
    hasRoleIds: ({ context }) => (context.record?.roles.length ?? 0) > 0,
  },
  actors: {
    findUserByEmail: fromPromise<UserRecord | null, { email: string }>(async () => {
      throw new Error('findUserByEmail is not provided');
    }),
    /** Rejects with statusCode 404 and 'User not found' when there is no such member. */
    getUser: fromPromise<UserRecord, { user_id: number }>(async () => {
      throw new Error('getUser is not provided');
    }),
    /** The server gives the new member the temp role. */
    createUser: fromPromise<UserRecord, { identity: MemberIdentity }>(async () => {
      throw new Error('createUser is not provided');
    }),
    getRoles: fromPromise<Role[], { role_ids: number[] }>(async () => {
      throw new Error('getRoles is not provided');
    }),
    getRoleByName: fromPromise<Role | null, { role_name: string }>(async () => {
      throw new Error('getRoleByName is not provided');
    }),
  },
}).createMachine({
  id: 'memberProfile',
  context: ({ input }) => ({
    identity: input.identity,
    userId: isUserId(input.identity.user_id) ? input.identity.user_id : null,
    record: null,
    roles: [],
    user: null,
    error: null,
    statusCode: null,
  }),
  initial: 'start',
  output: ({ context }): MemberProfileOutput =>
    context.user
      ? { ok: true, user: context.user }
      : { ok: false, error: context.error ?? MESSAGES.resourceNotFound, ...(context.statusCode !== null ? { statusCode: context.statusCode } : {}) },
  states: {
    start: {
      always: [{ guard: 'hasUserId', target: 'loadingUser' }, { target: 'lookingUpByEmail' }],
    },
    lookingUpByEmail: {
      tags: ['loading'],
      invoke: {
        id: 'findUserByEmail',
        src: 'findUserByEmail',
        input: ({ context }) => ({ email: context.identity.email }),
        onDone: [
          {
            guard: ({ event }) => isUserId(event.output?.user_id),
            target: 'loadingUser',
            actions: assign({ userId: ({ event }) => event.output!.user_id }),
          },
          { target: 'failed', actions: assign({ error: MESSAGES.resourceNotFound, statusCode: 404 }) },
        ],
        onError: { target: 'failed', actions: assign({ error: MESSAGES.resourceNotFound, statusCode: 404 }) },
      },
    },
    loadingUser: {
      tags: ['loading'],
      invoke: {
        id: 'getUser',
        src: 'getUser',
        input: ({ context }) => ({ user_id: context.userId! }),
        onDone: { target: 'checkingRoles', actions: assign({ record: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isUserNotFound(event.error), target: 'creatingUser' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => errorText(event.error), statusCode: ({ event }) => statusOf(event.error) }),
          },
        ],
      },
    },
    creatingUser: {
      tags: ['loading'],
      invoke: {
        id: 'createUser',
        src: 'createUser',
        input: ({ context }) => ({ identity: context.identity }),
        onDone: { target: 'checkingRoles', actions: assign({ record: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorText(event.error), statusCode: ({ event }) => statusOf(event.error) }),
        },
      },
    },
    checkingRoles: {
      always: [{ guard: 'hasRoleIds', target: 'loadingRoles' }, { target: 'loadingTempRole' }],
    },
    loadingRoles: {
      tags: ['loading'],
      invoke: {
        id: 'getRoles',
        src: 'getRoles',
        input: ({ context }) => ({ role_ids: context.record!.roles }),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'ready',
            actions: assign(({ context, event }) => ({
              roles: event.output,
              user: buildMemberUser(context.identity, context.record!, event.output),
            })),
          },
          // SPEC §5: roles that are not found count as none.
          { target: 'loadingTempRole' },
        ],
        onError: 'loadingTempRole',
      },
    },
    loadingTempRole: {
      tags: ['loading'],
      invoke: {
        id: 'getRoleByName',
        src: 'getRoleByName',
        input: { role_name: DEFAULT_ROLE.role_name },
        onDone: [
          {
            guard: ({ event }) => event.output != null,
            target: 'ready',
            actions: assign(({ context, event }) => {
              const temp = event.output!;
              const record = { ...context.record!, active_role_id: temp.role_id };
              return { roles: [temp], user: buildMemberUser(context.identity, record, [temp]) };
            }),
          },
          { target: 'failed', actions: assign({ error: MESSAGES.tempRoleFailed, statusCode: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: MESSAGES.tempRoleFailed, statusCode: null }) },
      },
    },
    ready: { type: 'final' },
    failed: { type: 'final' },
  },
});
