import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { bulkOperationMachine, type BulkChunkInput } from './bulk-operation.machine';
import {
  selectCount, selectError, selectIsConfirming, selectIsOpen, selectIsRunning, selectProgress, selectSummary,
} from './bulk-operation.selectors';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const batchError = (message: string, errors: { index: number; message: string }[]) => Object.assign(new Error(message), { statusCode: 400, errors });

function start(run: (input: BulkChunkInput) => Promise<unknown>, chunkSize?: number) {
  const runChunk = vi.fn(run);
  const notifyDone = vi.fn();
  const actor = createActor(bulkOperationMachine.provide({
    actors: { runChunk: fromPromise(({ input }) => runChunk(input)) },
    actions: { notifyDone },
  }), { input: chunkSize ? { chunkSize } : undefined }).start();
  return { actor, runChunk, notifyDone };
}

describe('bulkOperationMachine', () => {
  it('asks for confirmation with the count and does nothing when cancelled', () => {
    const { actor, runChunk } = start(async () => {});
    actor.send({ type: 'bulk.request', action: 'delete', items: ids(50) });
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);
    expect(selectCount(actor.getSnapshot())).toBe(50);
    actor.send({ type: 'bulk.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(runChunk).not.toHaveBeenCalled();
  });

  it('ignores a request with nothing selected', () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'bulk.request', action: 'delete', items: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('splits 2500 items into calls of at most 1000 and reports progress', async () => {
    const gates: (() => void)[] = [];
    const { actor, runChunk, notifyDone } = start(() => new Promise<void>((resolve) => { gates.push(resolve); }));
    actor.send({ type: 'bulk.request', action: 'disable', items: ids(2500) });
    actor.send({ type: 'bulk.confirm' });
    expect(selectIsRunning(actor.getSnapshot())).toBe(true);
    expect(selectProgress(actor.getSnapshot())).toEqual({ done: 0, total: 2500 });
    gates.shift()!();
    await waitFor(actor, (s) => selectProgress(s).done === 1000);
    gates.shift()!();
    await waitFor(actor, (s) => selectProgress(s).done === 2000);
    gates.shift()!();
    await waitFor(actor, (s) => s.matches('done'));
    expect(runChunk.mock.calls.map(([c]) => [c.action, c.offset, c.items.length, c.items[0]])).toEqual([
      ['disable', 0, 1000, 1], ['disable', 1000, 1000, 1001], ['disable', 2000, 500, 2001],
    ]);
    expect(selectSummary(actor.getSnapshot())).toEqual({ succeeded: 2500, failed: 0, skipped: 0, errors: [] });
    expect(notifyDone).toHaveBeenCalledTimes(1);
  });

  it('counts a call refused item by item as failed, keeps the reasons by position in the whole list, and goes on', async () => {
    const { actor } = start(async ({ offset }) => {
      if (offset === 2) throw batchError('1 of 2 users could not be deleted.', [{ index: 1, message: 'You cannot delete your own account.' }]);
    }, 2);
    actor.send({ type: 'bulk.request', action: 'delete', items: ids(5) });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(selectSummary(actor.getSnapshot())).toEqual({
      succeeded: 3, failed: 2, skipped: 0, errors: [{ index: 3, message: 'You cannot delete your own account.' }],
    });
  });

  it('finishes when the last call is refused item by item', async () => {
    const { actor } = start(async () => {
      throw batchError('1 of 1 users could not be updated.', [{ index: 0, message: 'User not found' }]);
    });
    actor.send({ type: 'bulk.request', action: 'enable', items: [9] });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(selectSummary(actor.getSnapshot())).toEqual({ succeeded: 0, failed: 1, skipped: 0, errors: [{ index: 0, message: 'User not found' }] });
  });

  it('stops on a failure without item reasons, and retry resumes with that call', async () => {
    let calls = 0;
    const { actor, runChunk } = start(async () => {
      calls += 1;
      if (calls === 2) throw new Error('Network Error');
    }, 2);
    actor.send({ type: 'bulk.request', action: 'delete', items: ids(5) });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectError(actor.getSnapshot())).toBe('Network Error');
    expect(selectProgress(actor.getSnapshot())).toEqual({ done: 2, total: 5 });
    actor.send({ type: 'bulk.retry' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(runChunk.mock.calls.map(([c]) => c.offset)).toEqual([0, 2, 2, 4]);
    expect(selectSummary(actor.getSnapshot())).toMatchObject({ succeeded: 5, failed: 0, skipped: 0 });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('cancelling while running stops after the call in flight and counts the rest as skipped', async () => {
    let release!: () => void;
    const { actor, runChunk } = start(() => new Promise<void>((resolve) => { release = resolve; }), 2);
    actor.send({ type: 'bulk.request', action: 'delete', items: ids(5) });
    actor.send({ type: 'bulk.confirm' });
    actor.send({ type: 'bulk.cancel' });
    expect(actor.getSnapshot().value).toBe('running');
    release();
    await waitFor(actor, (s) => s.matches('done'));
    expect(runChunk).toHaveBeenCalledTimes(1);
    expect(selectSummary(actor.getSnapshot())).toEqual({ succeeded: 2, failed: 0, skipped: 3, errors: [] });
  });

  it('closes the summary and starts clean next time', async () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'bulk.request', action: 'delete', items: ids(3) });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'bulk.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'bulk.request', action: 'enable', items: ids(2) });
    expect(selectSummary(actor.getSnapshot())).toEqual({ succeeded: 0, failed: 0, skipped: 2, errors: [] });
    expect(selectProgress(actor.getSnapshot())).toEqual({ done: 0, total: 2 });
  });

  it('never sends more than 1000 items per call, whatever chunk size is asked for', () => {
    const { actor } = start(async () => {}, 5000);
    expect(actor.getSnapshot().context.chunkSize).toBe(1000);
  });

  it('when a run ends, tells another actor (the list clears its selection and reloads)', async () => {
    const heard: string[] = [];
    const list = createActor(createMachine({ on: { '*': { actions: ({ event }) => { heard.push(event.type); } } } })).start();
    const actor = createActor(bulkOperationMachine.provide({ actors: { runChunk: fromPromise<unknown, BulkChunkInput>(async () => undefined) } }),
      { input: { onDone: { to: list, events: [{ type: 'list.clearSelection' }, { type: 'list.reload' }] } } }).start();
    actor.send({ type: 'bulk.request', action: 'disable', items: ids(3) });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(heard).toEqual(['list.clearSelection', 'list.reload']);
  });
});
