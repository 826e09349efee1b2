import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Role, type UserRecord } from '../../contracts';
import { memberProfileMachine, type MemberIdentity, type MemberProfileOutput } from './member-profile.machine';
import { selectError, selectIsFailed, selectIsLoading, selectIsReady, selectStatusCode, selectUser } from './member-profile.selectors';

const statusError = (message: string, statusCode?: number) => Object.assign(new Error(message), statusCode === undefined ? {} : { statusCode });

const identity: MemberIdentity = { user_id: 9, email: 'mira@example.org', preferred_username: 'mira', given_name: 'Mira', family_name: 'Okafor', email_verified: false };
const record: UserRecord = {
  user_id: 9, username: 'mira', firstName: 'Mira', lastName: 'Okafor', email: 'mira@example.org', phone_number: '+44 1234 567', enabled: true,
  roles: [2, 3], active_role_id: 3, roll_number: 'R-1', profile_image: 'mira.png', age: 31, gender: 'female', registration_redirect: '/onboarding', otpVerified: true,
};
const expert: Role = { role_id: 2, role_name: 'expert', display_name: 'Expert', parent_user_id: null, role_parent_id: null };
const volunteer: Role = { role_id: 3, role_name: 'volunteer', display_name: 'Volunteer', parent_user_id: null, role_parent_id: null };
const temp: Role = { role_id: 7, role_name: 'temp', display_name: 'Temp', parent_user_id: null, role_parent_id: null };

interface Fakes {
  findUserByEmail: (i: { email: string }) => Promise<UserRecord | null>;
  getUser: (i: { user_id: number }) => Promise<UserRecord>;
  createUser: (i: { identity: MemberIdentity }) => Promise<UserRecord>;
  getRoles: (i: { role_ids: number[] }) => Promise<Role[]>;
  getRoleByName: (i: { role_name: string }) => Promise<Role | null>;
}

function start(over: Partial<Fakes> = {}, who: MemberIdentity = identity) {
  const calls = {
    findUserByEmail: vi.fn(over.findUserByEmail ?? (async () => record)),
    getUser: vi.fn(over.getUser ?? (async () => record)),
    createUser: vi.fn(over.createUser ?? (async () => ({ ...record, roles: [7], active_role_id: 7 }))),
    getRoles: vi.fn(over.getRoles ?? (async () => [expert, volunteer])),
    getRoleByName: vi.fn(over.getRoleByName ?? (async () => temp)),
  };
  const actor = createActor(memberProfileMachine.provide({
    actors: {
      findUserByEmail: fromPromise(({ input }) => calls.findUserByEmail(input)),
      getUser: fromPromise(({ input }) => calls.getUser(input)),
      createUser: fromPromise(({ input }) => calls.createUser(input)),
      getRoles: fromPromise(({ input }) => calls.getRoles(input)),
      getRoleByName: fromPromise(({ input }) => calls.getRoleByName(input)),
    },
  }), { input: { identity: who } }).start();
  return { actor, calls };
}

async function outputOf(actor: ReturnType<typeof start>['actor']): Promise<MemberProfileOutput> {
  const done = await waitFor(actor, (s) => s.status === 'done');
  return done.output!;
}

describe('memberProfileMachine', () => {
  it('loads the member by id, resolves the roles and picks the stored active role', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const output = await outputOf(actor);
    expect(calls.findUserByEmail).not.toHaveBeenCalled();
    expect(calls.getUser).toHaveBeenCalledWith({ user_id: 9 });
    expect(calls.getRoles).toHaveBeenCalledWith({ role_ids: [2, 3] });
    expect(calls.getRoleByName).not.toHaveBeenCalled();
    expect(output).toEqual({
      ok: true,
      user: {
        user_id: 9, username: 'mira', firstName: 'Mira', lastName: 'Okafor', phone_number: '+44 1234 567', email: 'mira@example.org',
        otpVerified: false, roles: [expert, volunteer],
        active_role: { role_id: 3, role_type: 'volunteer', parent_user_id: null, role_parent_id: null, display_name: 'Volunteer' },
        display_name: 'Volunteer', roll_number: 'R-1', profile_image: 'mira.png', age: 31, gender: 'female',
        registration_redirect: '/onboarding', enabled: true, privileges: null,
      },
    });
    expect(selectIsReady(actor.getSnapshot())).toBe(true);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectUser(actor.getSnapshot())).toEqual(output.ok ? output.user : null);
  });

  it('takes otpVerified from the identity provider’s email-verified flag', async () => {
    const { actor } = start({ getUser: async () => ({ ...record, otpVerified: false }) }, { ...identity, email_verified: true });
    const output = await outputOf(actor);
    expect(output.ok && output.user.otpVerified).toBe(true);
  });

  it('makes the first role active when the stored active role is not among the roles', async () => {
    const { actor } = start({ getUser: async () => ({ ...record, active_role_id: 99 }) });
    const output = await outputOf(actor);
    expect(output.ok && output.user.active_role.role_id).toBe(2);
    expect(output.ok && output.user.display_name).toBe('Expert');
  });

  it('makes the first role active when none is stored', async () => {
    const { actor } = start({ getUser: async () => ({ ...record, active_role_id: null }) });
    const output = await outputOf(actor);
    expect(output.ok && output.user.active_role.role_id).toBe(2);
  });

  it('gives a custom active role the type of the system role it is based on', async () => {
    const custom: Role = { role_id: 40, role_name: 'Mentors', display_name: 'Mentor', parent_user_id: 5, role_parent_id: 2 };
    const { actor } = start({ getUser: async () => ({ ...record, roles: [2, 40], active_role_id: 40 }), getRoles: async () => [expert, custom] });
    const output = await outputOf(actor);
    expect(output.ok && output.user.active_role).toEqual({ role_id: 40, role_type: 'expert', parent_user_id: 5, role_parent_id: 2, display_name: 'Mentor' });
    expect(output.ok && output.user.display_name).toBe('Mentor');
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['NaN', Number.NaN],
  ])('looks the member up by e-mail when the user id is %s', async (_label, user_id) => {
    const { actor, calls } = start({ findUserByEmail: async () => ({ ...record, user_id: 12 }) }, { ...identity, user_id });
    expect(actor.getSnapshot().value).toBe('lookingUpByEmail');
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const output = await outputOf(actor);
    expect(calls.findUserByEmail).toHaveBeenCalledWith({ email: 'mira@example.org' });
    expect(calls.getUser).toHaveBeenCalledWith({ user_id: 12 });
    expect(output.ok).toBe(true);
  });

  it.each([
    ['finds nobody', async () => null],
    ['finds a member without an id', async () => ({ ...record, user_id: undefined as unknown as number })],
    ['finds a member whose id is NaN', async () => ({ ...record, user_id: Number.NaN })],
    ['fails', async () => { throw statusError('Request failed with status code 500', 500); }],
  ])('fails with "Resource not found." (404) when the e-mail lookup %s', async (_label, findUserByEmail) => {
    const { actor, calls } = start({ findUserByEmail }, { ...identity, user_id: null });
    expect(await outputOf(actor)).toEqual({ ok: false, error: MESSAGES.resourceNotFound, statusCode: 404 });
    expect(calls.getUser).not.toHaveBeenCalled();
    expect(selectIsFailed(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe('Resource not found.');
    expect(selectStatusCode(actor.getSnapshot())).toBe(404);
  });

  it('creates a new member when the user service answers 404 "User not found", then loads their roles', async () => {
    const { actor, calls } = start({ getUser: async () => { throw statusError('User not found', 404); }, getRoles: async () => [temp] });
    const output = await outputOf(actor);
    expect(calls.createUser).toHaveBeenCalledWith({ identity });
    expect(calls.getRoles).toHaveBeenCalledWith({ role_ids: [7] });
    expect(output.ok && output.user.active_role.role_type).toBe('temp');
    expect(output.ok && output.user.display_name).toBe('Temp');
  });

  it('gives a created member without roles the temp role', async () => {
    const { actor, calls } = start({
      getUser: async () => { throw statusError(MESSAGES.userNotFound, 404); },
      createUser: async () => ({ ...record, roles: [], active_role_id: null }),
    });
    const output = await outputOf(actor);
    expect(calls.getRoles).not.toHaveBeenCalled();
    expect(calls.getRoleByName).toHaveBeenCalledWith({ role_name: 'temp' });
    expect(output.ok && output.user.roles).toEqual([temp]);
  });

  it.each([
    ['a 404 with another message', statusError('Not Found', 404), { ok: false, error: 'Not Found', statusCode: 404 }],
    ['"User not found" without a status', statusError('User not found'), { ok: false, error: 'User not found' }],
    ['a server error', statusError('Request failed with status code 500', 500), { ok: false, error: 'Request failed with status code 500', statusCode: 500 }],
  ])('fails with the error’s message on %s from the user service', async (_label, error, expected) => {
    const { actor, calls } = start({ getUser: async () => { throw error; } });
    expect(await outputOf(actor)).toEqual(expected);
    expect(calls.createUser).not.toHaveBeenCalled();
  });

  it('fails with the error’s message when the member cannot be created', async () => {
    const { actor } = start({
      getUser: async () => { throw statusError('User not found', 404); },
      createUser: async () => { throw statusError('This username is already taken.', 409); },
    });
    expect(await outputOf(actor)).toEqual({ ok: false, error: 'This username is already taken.', statusCode: 409 });
  });

  it.each([
    ['has no roles', { getUser: async () => ({ ...record, roles: [], active_role_id: null }) }],
    ['has roles that are not found', { getRoles: async () => [] }],
    ['has roles that cannot be loaded', { getRoles: async () => { throw statusError('Request failed with status code 500', 500); } }],
  ] as [string, Partial<Fakes>][])('assigns the temp role to a member who %s', async (_label, over) => {
    const { actor, calls } = start(over);
    const output = await outputOf(actor);
    expect(calls.getRoleByName).toHaveBeenCalledWith({ role_name: 'temp' });
    expect(output.ok && output.user.roles).toEqual([temp]);
    expect(output.ok && output.user.active_role).toEqual({ role_id: 7, role_type: 'temp', parent_user_id: null, role_parent_id: null, display_name: 'Temp' });
    expect(output.ok && output.user.display_name).toBe('Temp');
  });

  it.each([
    ['does not exist', async () => null],
    ['cannot be loaded', async () => { throw statusError('Request failed with status code 500', 500); }],
  ])('fails with "Failed to fetch temp role data" when the temp role %s', async (_label, getRoleByName) => {
    const { actor } = start({ getRoles: async () => [], getRoleByName });
    expect(await outputOf(actor)).toEqual({ ok: false, error: MESSAGES.tempRoleFailed });
    expect(selectError(actor.getSnapshot())).toBe('Failed to fetch temp role data');
    expect(selectStatusCode(actor.getSnapshot())).toBeNull();
  });
});
