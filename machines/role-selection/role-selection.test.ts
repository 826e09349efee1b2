import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contracts';
import { roleSelectionMachine } from './role-selection.machine';
import { selectActiveRoleId, selectError, selectIsDone, selectIsSaving, selectRoles, selectSelectedRoleId } from './role-selection.selectors';

const expert: Role = { role_id: 2, role_name: 'expert', display_name: 'Expert', parent_user_id: null, role_parent_id: null };
const volunteer: Role = { role_id: 3, role_name: 'volunteer', display_name: 'Volunteer', parent_user_id: null, role_parent_id: null };
const mentor: Role = { role_id: 40, role_name: 'Mentors', display_name: 'Mentor', parent_user_id: 5, role_parent_id: 2 };
const roles = [expert, volunteer, mentor];

function start(saveActiveRole: (i: { role_id: number }) => Promise<void> = async () => {}, activeRoleId: number | null = 2) {
  const save = vi.fn(saveActiveRole);
  const actor = createActor(roleSelectionMachine.provide({
    actors: { saveActiveRole: fromPromise(({ input }) => save(input)) },
  }), { input: { roles, activeRoleId } }).start();
  return { actor, save };
}

describe('roleSelectionMachine', () => {
  it('shows the member’s roles and the active one', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(selectRoles(actor.getSnapshot())).toEqual(roles);
    expect(selectActiveRoleId(actor.getSnapshot())).toBe(2);
    expect(selectSelectedRoleId(actor.getSnapshot())).toBeNull();
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
  });

  it('saves another role as the active role and outputs it', async () => {
    let finish!: () => void;
    const { actor, save } = start(() => new Promise<void>((resolve) => { finish = resolve; }));
    actor.send({ type: 'role.choose', role_id: 3 });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(selectSelectedRoleId(actor.getSnapshot())).toBe(3);
    expect(save).toHaveBeenCalledWith({ role_id: 3 });
    actor.send({ type: 'role.choose', role_id: 40 });
    expect(selectSelectedRoleId(actor.getSnapshot())).toBe(3);
    finish();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({
      role: volunteer,
      activeRole: { role_id: 3, role_type: 'volunteer', parent_user_id: null, role_parent_id: null, display_name: 'Volunteer' },
    });
    expect(selectActiveRoleId(done)).toBe(3);
    expect(selectIsDone(done)).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('gives a custom role the type of the system role it is based on', async () => {
    const { actor } = start();
    actor.send({ type: 'role.choose', role_id: 40 });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output?.activeRole).toEqual({ role_id: 40, role_type: 'expert', parent_user_id: 5, role_parent_id: 2, display_name: 'Mentor' });
  });

  it('finishes without saving when the active role is chosen again', () => {
    const { actor, save } = start();
    actor.send({ type: 'role.choose', role_id: 2 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      role: expert,
      activeRole: { role_id: 2, role_type: 'expert', parent_user_id: null, role_parent_id: null, display_name: 'Expert' },
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves any of the roles when none is active yet', async () => {
    const { actor, save } = start(undefined, null);
    actor.send({ type: 'role.choose', role_id: 2 });
    await waitFor(actor, (s) => s.status === 'done');
    expect(save).toHaveBeenCalledWith({ role_id: 2 });
  });

  it('ignores a role the member does not hold', () => {
    const { actor, save } = start();
    actor.send({ type: 'role.choose', role_id: 99 });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(selectSelectedRoleId(actor.getSnapshot())).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('goes back to the choice with the reason when saving fails, and lets the member dismiss it and retry', async () => {
    let tries = 0;
    const { actor, save } = start(async () => { tries += 1; if (tries === 1) throw new Error('Request failed with status code 500'); });
    actor.send({ type: 'role.choose', role_id: 3 });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(selectError(actor.getSnapshot())).toBe('Request failed with status code 500');
    expect(selectActiveRoleId(actor.getSnapshot())).toBe(2);
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'role.dismissError' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'role.choose', role_id: 3 });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output?.role).toEqual(volunteer);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('clears an old error when the member chooses again', async () => {
    const { actor } = start(async () => { throw new Error('Request failed with status code 500'); });
    actor.send({ type: 'role.choose', role_id: 3 });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'role.choose', role_id: 40 });
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectSelectedRoleId(actor.getSnapshot())).toBe(40);
  });

  it('tells the app’s auth actor the new active role; a custom role acts as its base even when the member does not hold it', async () => {
    const heard: unknown[] = [];
    const auth = createActor(createMachine({ on: { 'auth.activeRoleChanged': { actions: ({ event }) => { heard.push(event); } } } })).start();
    const coach: Role = { role_id: 41, role_name: 'Coaches', display_name: 'Coach', parent_user_id: 5, role_parent_id: 2, role_type: 'expert' };
    const actor = createActor(roleSelectionMachine.provide({ actors: { saveActiveRole: fromPromise(async () => {}) } }),
      { input: { roles: [volunteer, coach], activeRoleId: 3, auth } }).start();
    actor.send({ type: 'role.choose', role_id: 41 });
    await waitFor(actor, (s) => s.status === 'done');
    expect(heard).toEqual([{ type: 'auth.activeRoleChanged', activeRole: { role_id: 41, role_type: 'expert', parent_user_id: 5, role_parent_id: 2, display_name: 'Coach' } }]);
  });
});
