import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Privilege, Role } from '../../contracts';
import { diffMatrix, privilegeEditorMachine, toMatrix, type MatrixChanges, type MatrixData } from './privilege-editor.machine';
import { selectDraft, selectError, selectIsSaving, selectUnsavedCount } from './privilege-editor.selectors';

const mentors: Role = { role_id: 40, role_name: 'mentors', display_name: 'Mentors', parent_user_id: 1, role_parent_id: 3 };
const volunteer: Role = { role_id: 3, role_name: 'volunteer', display_name: 'Volunteer', parent_user_id: null, role_parent_id: null };
const menus = [
  { menu_id: 211, menu_name: 'Community', menu_parent_id: null },
  { menu_id: 212, menu_name: 'Startup', menu_parent_id: 211 },
  { menu_id: 213, menu_name: 'Business', menu_parent_id: 211 },
];
const priv = (privilege_id: number, menu: number, types: string[]): Privilege => ({
  privilege_id, role_id: 40, privilege_menu_id: menu, privilege_access_scope: 'private', privilege_access_type: types,
});

function start(privileges: Privilege[], save: (c: MatrixChanges) => Promise<unknown> = async () => {}) {
  const load = vi.fn(async (_role: Role): Promise<MatrixData> => ({ menus, privileges }));
  const saveMatrix = vi.fn(save);
  const notifySaved = vi.fn();
  const actor = createActor(privilegeEditorMachine.provide({
    actors: {
      loadMatrix: fromPromise(({ input }) => load(input.role)),
      saveMatrix: fromPromise(({ input }) => saveMatrix(input.changes)),
    },
    actions: { notifySaved },
  })).start();
  return { actor, load, saveMatrix, notifySaved };
}

describe('diffMatrix', () => {
  it('creates, updates and removes only what changed, access types in a fixed order', () => {
    const saved = [priv(1, 212, ['read']), priv(2, 213, ['READ', 'write']), priv(3, 211, ['read'])];
    expect(diffMatrix(40, saved, { 211: ['read'], 212: [], 213: ['write', 'read'], 214: ['delete', 'read'] })).toEqual({
      create: [{ role_id: 40, privilege_menu_id: 214, privilege_access_scope: 'private', privilege_access_type: ['read', 'delete'] }],
      update: [],
      remove: [1],
    });
    expect(diffMatrix(40, saved, { ...toMatrix(saved), 213: ['read'] })).toEqual({ create: [], update: [{ privilege_id: 2, privilege_access_type: ['read'] }], remove: [] });
  });
});

describe('privilegeEditorMachine', () => {
  it('loads a role’s matrix and counts unsaved changes as the admin ticks boxes', async () => {
    const { actor, load } = start([priv(1, 212, ['read'])]);
    actor.send({ type: 'editor.selectRole', role: mentors });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(load).toHaveBeenCalledWith(mentors);
    expect(selectDraft(actor.getSnapshot())).toEqual({ 212: ['read'] });
    expect(selectUnsavedCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'editor.toggle', menu_id: 213, access: 'read' });
    expect(selectUnsavedCount(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'dirty' });
    actor.send({ type: 'editor.toggle', menu_id: 213, access: 'read' });
    expect(selectUnsavedCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'editor.save' }); // nothing to save
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' });
  });

  it('saves the whole matrix in one go, then reloads it and tells the admin', async () => {
    let release!: () => void;
    const { actor, saveMatrix, load, notifySaved } = start([priv(1, 212, ['read'])], () => new Promise<void>((r) => { release = r; }));
    actor.send({ type: 'editor.selectRole', role: mentors });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'editor.toggle', menu_id: 213, access: 'read' });
    actor.send({ type: 'editor.setRow', menu_id: 212, access: [] });
    actor.send({ type: 'editor.save' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'editor.selectRole', role: volunteer }); // not while saving
    expect(actor.getSnapshot().context.role).toBe(mentors);
    expect(saveMatrix).toHaveBeenCalledWith({
      create: [{ role_id: 40, privilege_menu_id: 213, privilege_access_scope: 'private', privilege_access_type: ['read'] }],
      update: [],
      remove: [1],
    });
    release();
    await waitFor(actor, (s) => s.matches('editing') && load.mock.calls.length === 2);
    expect(notifySaved).toHaveBeenCalledTimes(1);
  });

  it('keeps the draft and shows the reason when saving fails; discard goes back to what is saved', async () => {
    const { actor } = start([priv(1, 212, ['read'])], async () => { throw new Error('You do not have permission to do this.'); });
    actor.send({ type: 'editor.selectRole', role: mentors });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'editor.toggle', menu_id: 212, access: 'write' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches('editing') && selectError(s) !== null);
    expect(selectError(actor.getSnapshot())).toBe('You do not have permission to do this.');
    expect(selectDraft(actor.getSnapshot())).toEqual({ 212: ['read', 'write'] });
    actor.send({ type: 'editor.discard' });
    expect(selectDraft(actor.getSnapshot())).toEqual({ 212: ['read'] });
    expect(selectUnsavedCount(actor.getSnapshot())).toBe(0);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('reports a failed load and retries', async () => {
    let tries = 0;
    const actor = createActor(privilegeEditorMachine.provide({
      actors: {
        loadMatrix: fromPromise(async (): Promise<MatrixData> => {
          tries += 1;
          if (tries === 1) throw new Error('Failed to fetch menus.');
          return { menus, privileges: [] };
        }),
      },
    })).start();
    actor.send({ type: 'editor.selectRole', role: volunteer });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectError(actor.getSnapshot())).toBe('Failed to fetch menus.');
    actor.send({ type: 'editor.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
  });
});
