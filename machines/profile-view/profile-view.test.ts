import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { profileViewMachine, PROFILE_VIEW_TEXT } from './profile-view.machine';
import { selectViewData, selectViewError, selectViewFailed, selectViewLoading } from './profile-view.selectors';

describe('profileViewMachine', () => {
  it('loads what its key names and shows it; Refresh loads again', async () => {
    const keys: string[] = [];
    let n = 0;
    const actor = createActor(profileViewMachine.provide({
      actors: { loadView: fromPromise<unknown, { key: string }>(async ({ input }) => { keys.push(input.key); n += 1; return { n }; }) },
    }), { input: { key: '42' } }).start();
    expect(selectViewLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(selectViewData(actor.getSnapshot())).toEqual({ n: 1 });
    actor.send({ type: 'view.refresh' });
    await waitFor(actor, (s) => s.matches('shown') && (s.context.data as { n: number }).n === 2);
    expect(keys).toEqual(['42', '42']);
  });

  it("keeps the server's message (the role check) and a plain text for network failures; Try again recovers", async () => {
    let attempt = 0;
    const actor = createActor(profileViewMachine.provide({
      actors: {
        loadView: fromPromise<unknown, { key: string }>(async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('The expert dashboard is for members with the expert role.');
          if (attempt === 2) throw new Error('Network Error');
          return { ok: true };
        }),
      },
    }), { input: { key: 'expert-dashboard' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectViewFailed(actor.getSnapshot())).toBe(true);
    expect(selectViewError(actor.getSnapshot())).toBe('The expert dashboard is for members with the expert role.');
    actor.send({ type: 'view.retry' });
    await waitFor(actor, (s) => s.matches('failed') && attempt === 2);
    expect(selectViewError(actor.getSnapshot())).toBe(PROFILE_VIEW_TEXT.network);
    actor.send({ type: 'view.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(selectViewError(actor.getSnapshot())).toBeNull();
  });
});
