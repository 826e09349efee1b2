import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { savedItemMachine, type SavedItemRef } from './saved-item.machine';

const failing = (message: string) => fromPromise<unknown, SavedItemRef>(async () => { throw new Error(message); });
import { selectIsBusy, selectIsSaved, selectSavedError } from './saved-item.selectors';

const deferred = () => {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
};

describe('savedItemMachine', () => {
  it('starts from a known state without asking, and asks the server otherwise', async () => {
    const asked: SavedItemRef[] = [];
    const logic = savedItemMachine.provide({ actors: { checkSaved: fromPromise(async ({ input }) => { asked.push(input); return true; }) } });
    expect(createActor(logic, { input: { itemType: 'event', itemId: 1, saved: true } }).start().getSnapshot().value).toBe('saved');
    expect(createActor(logic, { input: { itemType: 'event', itemId: 1, saved: false } }).start().getSnapshot().value).toBe('unsaved');
    expect(asked).toEqual([]);
    const actor = createActor(logic, { input: { itemType: 'program', itemId: 9 } }).start();
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(asked).toEqual([{ itemType: 'program', itemId: 9 }]);
  });

  it('takes a click made while it is still asking as Save, at once', async () => {
    const saved: SavedItemRef[] = [];
    const logic = savedItemMachine.provide({
      actors: {
        checkSaved: fromPromise(() => new Promise<boolean>(() => {})),
        save: fromPromise(async ({ input }) => { saved.push(input); }),
      },
    });
    const actor = createActor(logic, { input: { itemType: 'program', itemId: 9 } }).start();
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'saved.toggle' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saved).toEqual([{ itemType: 'program', itemId: 9 }]);
  });

  it('shows Saved at once while the save is in flight, and stays saved when it succeeds', async () => {
    const call = deferred();
    const logic = savedItemMachine.provide({ actors: { save: fromPromise(() => call.promise) } });
    const actor = createActor(logic, { input: { itemType: 'event', itemId: 3, saved: false } }).start();
    actor.send({ type: 'saved.toggle' });
    expect(selectIsSaved(actor.getSnapshot())).toBe(true);
    call.resolve({});
    await waitFor(actor, (s) => s.matches('saved'));
    expect(selectSavedError(actor.getSnapshot())).toBeNull();
  });

  it('takes a press made while the save is in flight: shows Save at once and removes it once the save is answered', async () => {
    const save = deferred();
    const unsave = deferred();
    const calls: string[] = [];
    const logic = savedItemMachine.provide({
      actors: {
        save: fromPromise(() => { calls.push('save'); return save.promise; }),
        unsave: fromPromise(() => { calls.push('unsave'); return unsave.promise; }),
      },
    });
    const actor = createActor(logic, { input: { itemType: 'event', itemId: 3, saved: false } }).start();
    actor.send({ type: 'saved.toggle' });
    actor.send({ type: 'saved.toggle' });
    expect(selectIsSaved(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual(['save']);
    save.resolve({});
    await waitFor(actor, (s) => s.matches('unsaving'));
    expect(selectIsSaved(actor.getSnapshot())).toBe(false);
    unsave.resolve({});
    await waitFor(actor, (s) => s.matches('unsaved'));
    expect(calls).toEqual(['save', 'unsave']);
    // Two presses while in flight come back to the first choice: nothing more is sent.
    actor.send({ type: 'saved.toggle' });
    actor.send({ type: 'saved.toggle' });
    actor.send({ type: 'saved.toggle' });
    expect(selectIsSaved(actor.getSnapshot())).toBe(true);
  });

  it('rolls a failed save back to Save with the server’s reason, and a failed unsave back to Saved', async () => {
    const logic = savedItemMachine.provide({
      actors: {
        save: failing('Event not found'),
        unsave: failing(''),
      },
    });
    const a = createActor(logic, { input: { itemType: 'event', itemId: 3, saved: false } }).start();
    a.send({ type: 'saved.toggle' });
    await waitFor(a, (s) => s.matches('unsaved'));
    expect(selectIsSaved(a.getSnapshot())).toBe(false);
    expect(selectSavedError(a.getSnapshot())).toBe('Event not found');

    const b = createActor(logic, { input: { itemType: 'program', itemId: 4, saved: true } }).start();
    b.send({ type: 'saved.toggle' });
    expect(selectIsSaved(b.getSnapshot())).toBe(false); // optimistic
    await waitFor(b, (s) => s.matches('saved'));
    expect(selectSavedError(b.getSnapshot())).toBe('Could not remove it from your saved items. Try again.');
  });

  it('offers Save when the check fails, and clears an old error on the next press', async () => {
    let fail = true;
    const logic = savedItemMachine.provide({
      actors: {
        checkSaved: fromPromise<boolean, SavedItemRef>(async () => { throw new Error('offline'); }),
        save: fromPromise<unknown, SavedItemRef>(async () => { if (fail) throw new Error('Network Error'); return {}; }),
      },
    });
    const actor = createActor(logic, { input: { itemType: 'content', itemId: 5 } }).start();
    await waitFor(actor, (s) => s.matches('unsaved'));
    expect(selectSavedError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'saved.toggle' });
    await waitFor(actor, (s) => s.matches('unsaved') && s.context.error !== null);
    fail = false;
    actor.send({ type: 'saved.toggle' });
    expect(selectSavedError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('saved'));
  });
});
