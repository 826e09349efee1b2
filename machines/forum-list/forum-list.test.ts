import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { forumListMachine, type TopicListPage } from './forum-list.machine';
import { selectCanTurnPage, selectHasNext, selectHasPrevious, selectListError, selectListPage } from './forum-list.selectors';

function start(answer: (q: { category: number | null; cursor: string | null }) => Promise<TopicListPage>) {
  const load = vi.fn(answer);
  const actor = createActor(forumListMachine.provide({ actors: { loadTopics: fromPromise(({ input }) => load(input)) } }), { input: {} }).start();
  return { actor, load, settle: () => new Promise((r) => setTimeout(r, 0)) };
}

describe('forumListMachine', () => {
  it('follows the server’s cursor forward and the seen cursors back', async () => {
    const { actor, load, settle } = start(async ({ cursor }) => ({ rows: [], nextCursor: cursor === 'c2' ? null : cursor === null ? 'c1' : 'c2' }));
    await settle();
    expect(selectHasPrevious(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'forumList.next' });
    await settle();
    actor.send({ type: 'forumList.next' });
    await settle();
    expect(selectListPage(actor.getSnapshot())).toBe(3);
    expect(selectHasNext(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'forumList.next' });
    actor.send({ type: 'forumList.previous' });
    await settle();
    expect(load.mock.calls.map(([q]) => q.cursor)).toEqual([null, 'c1', 'c2', 'c1']);
  });

  it('takes Previous and Next only once the page shown has loaded (the pager is disabled while one loads)', async () => {
    let answer: (page: TopicListPage) => void = () => {};
    const { actor, load } = start(() => new Promise<TopicListPage>((resolve) => { answer = resolve; }));
    expect(selectCanTurnPage(actor.getSnapshot())).toBe(false);
    answer({ rows: [], nextCursor: 'c1' });
    await new Promise((r) => setTimeout(r, 0));
    expect(selectCanTurnPage(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'forumList.next' });
    // Page 2 is loading: a second Next would be dropped, so the pager says it cannot turn yet.
    expect(selectCanTurnPage(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'forumList.next' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts again at the first page of another category', async () => {
    const { actor, load, settle } = start(async () => ({ rows: [], nextCursor: 'c1' }));
    await settle();
    actor.send({ type: 'forumList.next' });
    await settle();
    actor.send({ type: 'forumList.category', categoryId: 4 });
    await settle();
    expect(load.mock.calls.at(-1)![0]).toEqual({ category: 4, cursor: null });
    expect(selectListPage(actor.getSnapshot())).toBe(1);
  });

  it('shows a failure in plain words and retries', async () => {
    let fail = true;
    const { actor, settle } = start(async () => { if (fail) throw new Error('Network Error'); return { rows: [], nextCursor: null }; });
    await settle();
    expect(selectListError(actor.getSnapshot())).toBe('Could not reach the server. Check your connection and try again.');
    fail = false;
    actor.send({ type: 'forumList.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
