import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { followMachine, type ToggleResult, type ToggleTarget } from './follow.machine';
import { selectBusy, selectCount, selectDetail, selectError, selectOn } from './follow.selectors';

const amara: ToggleTarget = { type: 'member', id: 7, label: 'Amara Okonkwo' };

/** A setToggle whose answers the test gives by hand, one per call, recording the inputs. */
function controlledToggle() {
  const calls: { target: ToggleTarget; on: boolean }[] = [];
  const pending: { resolve: (r: ToggleResult) => void; reject: (e: Error) => void }[] = [];
  const logic = fromPromise<ToggleResult, { target: ToggleTarget; on: boolean }>(({ input }) => {
    calls.push(input);
    return new Promise((resolve, reject) => { pending.push({ resolve, reject }); });
  });
  return { logic, calls, pending };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function start(on = false, count: number | null = 3, announce = vi.fn()) {
  const toggle = controlledToggle();
  const actor = createActor(followMachine.provide({ actors: { setToggle: toggle.logic }, actions: { announceFailure: (_a, p) => announce(p) } }), {
    input: { target: amara, on, count },
  }).start();
  return { actor, toggle, announce };
}
const view = (actor: AnyActorRef) => {
  const s = actor.getSnapshot();
  return { on: selectOn(s), count: selectCount(s), busy: selectBusy(s), error: selectError(s) };
};

describe('followMachine', () => {
  it('shows the new state at once, asks the server for it, and keeps it (with the server\'s count) when saved', async () => {
    const { actor, toggle } = start(false, 3);
    expect(view(actor)).toEqual({ on: false, count: 3, busy: false, error: null });
    actor.send({ type: 'follow.toggle' });
    expect(view(actor)).toEqual({ on: true, count: 4, busy: true, error: null });
    expect(toggle.calls).toEqual([{ target: amara, on: true }]);
    toggle.pending[0]!.resolve({ on: true, count: 9 });
    await settle();
    expect(view(actor)).toEqual({ on: true, count: 9, busy: false, error: null });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('rolls back to the earlier state on failure, keeps the reason and announces it once', async () => {
    const { actor, toggle, announce } = start(true, 5);
    actor.send({ type: 'follow.toggle' });
    expect(view(actor)).toMatchObject({ on: false, count: 4 });
    expect(toggle.calls).toEqual([{ target: amara, on: false }]);
    toggle.pending[0]!.reject(new Error('Network Error'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(view(actor)).toEqual({ on: true, count: 5, busy: false, error: 'Network Error' });
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith({ message: 'Network Error', target: amara, wanted: false });
    actor.send({ type: 'follow.dismiss' });
    expect(view(actor)).toEqual({ on: true, count: 5, busy: false, error: null });
  });

  it('rolls back to the last confirmed state, not the input, after an earlier success', async () => {
    const { actor, toggle } = start(false, 0);
    actor.send({ type: 'follow.toggle' });
    toggle.pending[0]!.resolve({ on: true, count: 1 });
    await settle();
    actor.send({ type: 'follow.toggle' });
    expect(view(actor)).toMatchObject({ on: false, count: 0 });
    toggle.pending[1]!.reject(new Error('Too many requests'));
    await settle();
    expect(view(actor)).toMatchObject({ on: true, count: 1, error: 'Too many requests' });
  });

  it('tries again from a failure with the opposite of what is shown, clearing the message', async () => {
    const { actor, toggle } = start(false, 2);
    actor.send({ type: 'follow.toggle' });
    toggle.pending[0]!.reject(new Error('Member not found.'));
    await settle();
    actor.send({ type: 'follow.toggle' });
    expect(view(actor)).toEqual({ on: true, count: 3, busy: true, error: null });
    expect(toggle.calls.at(-1)).toEqual({ target: amara, on: true });
  });

  it('takes a press while saving: the button flips back at once and the newer choice is saved after the first answer (one request at a time)', async () => {
    const { actor, toggle } = start(false, 1);
    actor.send({ type: 'follow.toggle' });
    actor.send({ type: 'follow.toggle' });
    expect(toggle.calls).toHaveLength(1);
    expect(view(actor)).toMatchObject({ on: false, count: 1, busy: true });
    toggle.pending[0]!.resolve({ on: true, count: 2 });
    await settle();
    expect(toggle.calls.map((c) => c.on)).toEqual([true, false]);
    expect(view(actor)).toMatchObject({ on: false, count: 1, busy: true });
    toggle.pending[1]!.resolve({ on: false, count: 1 });
    await settle();
    expect(view(actor)).toMatchObject({ on: false, count: 1, busy: false });
  });

  it('sends nothing more when a press while saving comes back to what was sent', async () => {
    const { actor, toggle } = start(false, 1);
    actor.send({ type: 'follow.toggle' });
    actor.send({ type: 'follow.toggle' });
    actor.send({ type: 'follow.toggle' });
    toggle.pending[0]!.resolve({ on: true });
    await settle();
    expect(toggle.calls).toHaveLength(1);
    expect(view(actor)).toMatchObject({ on: true, count: 2, busy: false });
  });

  it('rolls a queued press back too when the second save fails', async () => {
    const { actor, toggle } = start(false, 1);
    actor.send({ type: 'follow.toggle' });
    actor.send({ type: 'follow.toggle' });
    toggle.pending[0]!.resolve({ on: true, count: 2 });
    await settle();
    toggle.pending[1]!.reject(new Error('No connection.'));
    await settle();
    expect(view(actor)).toMatchObject({ on: true, count: 2, busy: false, error: 'No connection.' });
  });

  it('works without a count (e.g. saving an item) and never invents one', async () => {
    const { actor, toggle } = start(false, null);
    actor.send({ type: 'follow.toggle' });
    expect(view(actor)).toMatchObject({ on: true, count: null });
    toggle.pending[0]!.resolve({ on: true });
    await settle();
    expect(view(actor)).toMatchObject({ on: true, count: null });
  });

  it('takes a fresher stored state from a reloaded list, also out of a failure', async () => {
    const { actor, toggle } = start(false, 3);
    actor.send({ type: 'follow.sync', on: true, count: 8 });
    expect(view(actor)).toMatchObject({ on: true, count: 8 });
    actor.send({ type: 'follow.toggle' });
    toggle.pending[0]!.reject(new Error('x'));
    await settle();
    expect(view(actor)).toMatchObject({ on: true, count: 8 }); // rolled back to the synced state
    actor.send({ type: 'follow.sync', on: false, count: 2 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view(actor)).toEqual({ on: false, count: 2, busy: false, error: null });
  });

  it('keeps the server\'s name of the state (a connection: requested → connected), unknown while unconfirmed and restored on rollback', async () => {
    const toggle = controlledToggle();
    const actor = createActor(followMachine.provide({ actors: { setToggle: toggle.logic } }), {
      input: { target: { type: 'connection', id: 4 }, on: true, count: null, detail: 'connected' },
    }).start();
    expect(selectDetail(actor.getSnapshot())).toBe('connected');
    actor.send({ type: 'follow.toggle' });
    expect(selectDetail(actor.getSnapshot())).toBeNull();
    toggle.pending[0]!.reject(new Error('Too many requests'));
    await settle();
    expect(selectDetail(actor.getSnapshot())).toBe('connected');
    expect(selectOn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'follow.dismiss' });
    actor.send({ type: 'follow.toggle' });
    toggle.pending[1]!.resolve({ on: false, detail: 'none' });
    await settle();
    actor.send({ type: 'follow.toggle' });
    toggle.pending[2]!.resolve({ on: true, detail: 'requested' });
    await settle();
    expect(selectDetail(actor.getSnapshot())).toBe('requested');
  });
});
