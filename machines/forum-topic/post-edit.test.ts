import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { post } from './forum-topic.fixtures';
import { postEditMachine } from './post-edit.machine';
import { selectCanStartEdit, selectEditFailed, selectEditProblem, selectSavedPostId } from './forum-topic.selectors';

function start(save: (input: { postId: number; body: string }) => Promise<unknown>) {
  const announced: unknown[] = [];
  const saveFn = vi.fn(save);
  const actor = createActor(postEditMachine.provide({
    actors: { savePost: fromPromise(({ input }) => saveFn(input) as never) },
    actions: { announceSaved: (_, p) => { announced.push(p); } },
  })).start();
  return { actor, saveFn, announced, settle: () => new Promise((r) => setTimeout(r, 0)) };
}

describe('postEditMachine', () => {
  it('refuses an empty post and closes without a call when nothing changed', () => {
    const { actor, saveFn } = start(async () => post(3));
    actor.send({ type: 'edit.start', post: post(3) });
    actor.send({ type: 'edit.save', draft: '  ' });
    expect(selectEditProblem(actor.getSnapshot())).toBe('A post cannot be empty.');
    actor.send({ type: 'edit.save', draft: post(3).body });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(saveFn).not.toHaveBeenCalled();
  });

  it('edits one post at a time: Edit on another post is not taken while one is open (the screen hides it then)', () => {
    const { actor } = start(() => new Promise(() => {}));
    expect(selectCanStartEdit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'edit.start', post: post(3) });
    expect(selectCanStartEdit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'edit.start', post: post(4) });
    expect(actor.getSnapshot().context.post?.post_id).toBe(post(3).post_id);
    actor.send({ type: 'edit.cancel' });
    expect(selectCanStartEdit(actor.getSnapshot())).toBe(true);
  });

  it('saves and hands the stored post on', async () => {
    const stored = post(3, undefined, { body: 'New', edited_at: '2026-11-22T08:00:00Z' });
    const { actor, announced, settle } = start(async () => stored);
    actor.send({ type: 'edit.start', post: post(3) });
    actor.send({ type: 'edit.save', draft: 'New' });
    await settle();
    expect(selectSavedPostId(actor.getSnapshot())).toBe(103);
    expect(announced).toEqual([stored]);
  });

  it('shows the server’s refusal (someone else’s post), keeps the text, retries', async () => {
    let refuse = true;
    const { actor, saveFn, settle } = start(async () => { if (refuse) throw new Error('You can only edit your own posts.'); return post(3); });
    actor.send({ type: 'edit.start', post: post(3) });
    actor.send({ type: 'edit.save', draft: 'Mine now' });
    await settle();
    expect(selectEditFailed(actor.getSnapshot())).toBe(true);
    expect(selectEditProblem(actor.getSnapshot())).toBe('You can only edit your own posts.');
    expect(actor.getSnapshot().context.draft).toBe('Mine now');
    refuse = false;
    actor.send({ type: 'edit.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(saveFn).toHaveBeenCalledTimes(2);
  });
});
