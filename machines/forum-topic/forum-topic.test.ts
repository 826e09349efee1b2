import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { forumTopicMachine, insertMention, postEditChild, mentionQueryAt, type PostReplyResult, type TopicLoadResult } from './forum-topic.machine';
import { loaded, MAYA, post, ROHAN, TOPIC } from './forum-topic.fixtures';
import {
  selectAnnouncement, selectCanChangePage, selectCanQuote, selectCanReply, selectDraft, selectEditDraft, selectEditingPostId, selectPosts, selectQuote, selectRefusal, selectTopicError,
  selectTopicNotice, selectTopicView, selectUnseenReplies,
} from './forum-topic.selectors';

function start(options: {
  load?: () => Promise<TopicLoadResult>;
  reply?: (input: { body: string; quotePostId: number | null }) => Promise<PostReplyResult>;
  save?: (input: { postId: number; body: string }) => Promise<ReturnType<typeof post>>;
  react?: (input: { postId: number; emoji: string; on: boolean }, sendBack: (e: EventObject & Record<string, unknown>) => void) => void;
} = {}) {
  const calls = {
    load: vi.fn(options.load ?? (async () => loaded())),
    reply: vi.fn(options.reply ?? (async () => ({ outcome: 'posted', post: post(3), topic: { ...TOPIC, reply_count: 2 }, notices: [] }) as PostReplyResult)),
    save: vi.fn(options.save ?? (async ({ body }: { body: string }) => post(2, ROHAN, { body, body_html: `<p>${body}</p>`, edited_at: '2026-11-22T08:00:00Z' }))),
  };
  const machine = forumTopicMachine.provide({
    actors: {
      loadTopic: fromPromise(() => calls.load()),
      postReply: fromPromise(({ input }) => calls.reply(input)),
      toggleReaction: fromCallback(({ input, sendBack }) => { options.react?.(input as never, sendBack); return () => {}; }),
      postEdit: postEditChild.provide({ actors: { savePost: fromPromise(({ input }) => calls.save(input)) } }),
    },
  });
  const actor = createActor(machine, { input: { topicId: 12, userId: 3 } }).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, calls, settle, view: () => selectTopicView(actor.getSnapshot()) };
}

describe('forumTopicMachine', () => {
  it('loads the topic and shows its posts', async () => {
    const { actor, settle, view, calls } = start();
    expect(view()).toBe('loading');
    await settle();
    expect(view()).toBe('reading');
    expect(selectPosts(actor.getSnapshot()).map((p) => p.post_number)).toEqual([1, 2]);
    expect(calls.load).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s 404 text for a missing topic, and a failed load offers a retry', async () => {
    const missing = start({ load: async () => ({ outcome: 'missing', message: 'Topic not found.' }) });
    await missing.settle();
    expect(missing.view()).toBe('missing');
    expect(selectRefusal(missing.actor.getSnapshot())).toBe('Topic not found.');

    let fail = true;
    const flaky = start({ load: async () => { if (fail) throw new Error('Network Error'); return loaded(); } });
    await flaky.settle();
    expect(flaky.view()).toBe('failed');
    expect(selectTopicError(flaky.actor.getSnapshot())).toBe('Could not reach the server. Check your connection and try again.');
    fail = false;
    flaky.actor.send({ type: 'topic.retry' });
    await flaky.settle();
    expect(flaky.view()).toBe('reading');
  });

  it('opens a locked topic read-only with the lock text, and never posts there', async () => {
    const { actor, settle, view, calls } = start({ load: async () => loaded({ canReply: false, topic: { ...TOPIC, locked: true } }) });
    await settle();
    expect(view()).toBe('locked');
    expect(selectCanReply(actor.getSnapshot())).toBe(false);
    expect(selectRefusal(actor.getSnapshot())).toBe('This topic is locked: no new replies can be posted.');
    actor.send({ type: 'topic.reply' });
    actor.send({ type: 'topic.submit', draft: 'Let me in' });
    expect(calls.reply).not.toHaveBeenCalled();
  });

  it('posts a reply: the draft goes to the server, the stored post is appended once and the box empties', async () => {
    const { actor, settle, view, calls } = start();
    await settle();
    actor.send({ type: 'topic.reply' });
    actor.send({ type: 'topic.edit', draft: 'Hello @maya' });
    actor.send({ type: 'topic.submit', draft: 'Hello @maya' });
    expect(view()).toBe('posting');
    // The socket may deliver our own reply before the HTTP answer: it is not doubled.
    actor.send({ type: 'topic.replyArrived', post: post(3) });
    await settle();
    expect(view()).toBe('posted');
    expect(calls.reply).toHaveBeenCalledWith({ topicId: 12, body: 'Hello @maya', quotePostId: null });
    expect(selectPosts(actor.getSnapshot()).map((p) => p.post_number)).toEqual([1, 2, 3]);
    expect(selectDraft(actor.getSnapshot())).toBe('');
    expect(selectAnnouncement(actor.getSnapshot())).toBe('Your reply was posted.');
  });

  it('refuses an empty reply without calling the server', async () => {
    const { actor, settle, view, calls } = start();
    await settle();
    actor.send({ type: 'topic.reply' });
    actor.send({ type: 'topic.submit', draft: '   ' });
    expect(view()).toBe('composing');
    expect(selectTopicError(actor.getSnapshot())).toBe('Write something before posting.');
    expect(calls.reply).not.toHaveBeenCalled();
  });

  it('keeps the draft when posting fails, shows the server’s text, and retries', async () => {
    let answer: () => Promise<PostReplyResult> = async () => { throw new Error('You are posting too fast: at most 6 posts a minute. Wait a moment and try again.'); };
    const { actor, settle, view } = start({ reply: () => answer() });
    await settle();
    actor.send({ type: 'topic.reply' });
    actor.send({ type: 'topic.submit', draft: 'Again' });
    await settle();
    expect(view()).toBe('postFailed');
    expect(selectTopicError(actor.getSnapshot())).toMatch(/posting too fast/);
    expect(selectDraft(actor.getSnapshot())).toBe('Again');
    answer = async () => ({ outcome: 'posted', post: post(3), topic: TOPIC, notices: ['No member is called @ghost: the mention stays plain text and nobody was notified.'] });
    actor.send({ type: 'topic.retry' });
    await settle();
    expect(view()).toBe('posted');
    expect(selectTopicNotice(actor.getSnapshot())).toMatch(/@ghost/);
  });

  it('takes no page change or Quote while a reply is posting or failed (those controls are disabled), and Remove quote works on a failed reply', async () => {
    const { actor, settle, view } = start({ reply: async () => { throw new Error('No connection.'); } });
    await settle();
    const can = () => [selectCanChangePage(actor.getSnapshot()), selectCanQuote(actor.getSnapshot())];
    expect(can()).toEqual([true, true]);
    actor.send({ type: 'topic.quote', postId: 101 });
    expect(view()).toBe('composing');
    expect(can()).toEqual([false, true]);
    actor.send({ type: 'topic.submit', draft: 'Agreed' });
    expect(view()).toBe('posting');
    expect(can()).toEqual([false, false]);
    await settle();
    expect(view()).toBe('postFailed');
    expect(can()).toEqual([false, false]);
    actor.send({ type: 'topic.unquote' });
    expect(view()).toBe('composing');
    expect(selectQuote(actor.getSnapshot())).toBeNull();
    expect(selectDraft(actor.getSnapshot())).toBe('Agreed');
    actor.send({ type: 'topic.cancel' });
    expect(can()).toEqual([true, true]);
  });

  it('goes read-only when the server answers that the topic was locked meanwhile', async () => {
    const { actor, settle, view } = start({ reply: async () => ({ outcome: 'locked', message: 'This topic is locked: no new replies can be posted.' }) });
    await settle();
    actor.send({ type: 'topic.reply' });
    actor.send({ type: 'topic.submit', draft: 'Late' });
    await settle();
    expect(view()).toBe('locked');
  });

  it('quote-reply starts the composer with the quoted post, sent as quote_post_id', async () => {
    const { actor, settle, calls } = start();
    await settle();
    actor.send({ type: 'topic.quote', postId: 101 });
    expect(selectTopicView(actor.getSnapshot())).toBe('composing');
    expect(selectQuote(actor.getSnapshot())?.post_number).toBe(1);
    actor.send({ type: 'topic.quote', postId: 999 });
    expect(selectQuote(actor.getSnapshot())?.post_number).toBe(1);
    actor.send({ type: 'topic.submit', draft: 'Agreed' });
    await settle();
    expect(calls.reply).toHaveBeenCalledWith({ topicId: 12, body: 'Agreed', quotePostId: 101 });
    expect(selectQuote(actor.getSnapshot())).toBeNull();
  });

  it('appends a live reply while composing without touching the draft, and announces it', async () => {
    const { actor, settle } = start();
    await settle();
    actor.send({ type: 'topic.reply' });
    actor.send({ type: 'topic.edit', draft: 'Half a thought' });
    actor.send({ type: 'topic.replyArrived', post: post(3, MAYA) });
    actor.send({ type: 'topic.replyArrived', post: post(3, MAYA) });
    const s = actor.getSnapshot();
    expect(selectTopicView(s)).toBe('composing');
    expect(selectDraft(s)).toBe('Half a thought');
    expect(selectPosts(s).map((p) => p.post_number)).toEqual([1, 2, 3]);
    expect(selectAnnouncement(s)).toBe('New reply from Maya Patel.');
  });

  it('counts live replies instead of appending them while an earlier page is shown', async () => {
    const { actor, settle } = start({ load: async () => loaded({ pages: 3 }) });
    await settle();
    actor.send({ type: 'topic.replyArrived', post: post(61, MAYA) });
    expect(selectPosts(actor.getSnapshot())).toHaveLength(2);
    expect(selectUnseenReplies(actor.getSnapshot())).toBe(1);
  });

  it('inserts a picked mention in place of the typed prefix', async () => {
    const { actor, settle } = start();
    await settle();
    actor.send({ type: 'topic.reply' });
    actor.send({ type: 'topic.edit', draft: 'Ask @ro about it' });
    actor.send({ type: 'topic.insertMention', username: 'rohan', caret: 7 });
    expect(selectDraft(actor.getSnapshot())).toBe('Ask @rohan  about it');
  });

  it('goes read-only when a moderator locks the topic, hidden when one hides it', async () => {
    const { actor, settle, view } = start();
    await settle();
    actor.send({ type: 'topic.reply' });
    actor.send({ type: 'topic.edit', draft: 'Kept' });
    actor.send({ type: 'topic.changed', topic: { ...TOPIC, locked: true } });
    expect(view()).toBe('locked');
    expect(selectDraft(actor.getSnapshot())).toBe('Kept');
    actor.send({ type: 'topic.changed', topic: TOPIC });
    expect(view()).toBe('reading');
    actor.send({ type: 'topic.changed', topic: { ...TOPIC, hidden: true } });
    expect(view()).toBe('hidden');
  });

  it('toggles a reaction at once and undoes it when the server refuses', async () => {
    const seen: { on: boolean }[] = [];
    const { actor, settle } = start({ react: (input, sendBack) => { seen.push(input); sendBack({ type: 'topic.reactionFailed', postId: input.postId, emoji: input.emoji, message: 'Post not found.' }); } });
    await settle();
    actor.send({ type: 'topic.react', postId: 102, emoji: 'heart' });
    expect(seen).toEqual([{ postId: 102, emoji: 'heart', on: true }]);
    await settle();
    expect(selectPosts(actor.getSnapshot())[1]!.reactions).toEqual([]);
    expect(selectTopicNotice(actor.getSnapshot())).toBe('Post not found.');
  });

  it('keeps our own reaction flags when the room pushes a changed post', async () => {
    const { actor, settle } = start({ react: (input, sendBack) => sendBack({ type: 'topic.reactionsChanged', postId: input.postId, reactions: [{ emoji: 'heart', count: 1, mine: true }] }) });
    await settle();
    actor.send({ type: 'topic.react', postId: 102, emoji: 'heart' });
    await settle();
    actor.send({ type: 'topic.postChanged', post: post(2, ROHAN, { reactions: [{ emoji: 'heart', count: 2, mine: false }] }) });
    expect(selectPosts(actor.getSnapshot())[1]!.reactions).toEqual([{ emoji: 'heart', count: 2, mine: true }]);
  });

  it('drops a post a moderator hid (members)', async () => {
    const { actor, settle } = start();
    await settle();
    actor.send({ type: 'topic.postHidden', postId: 102, hidden: true, post: null });
    expect(selectPosts(actor.getSnapshot()).map((p) => p.post_id)).toEqual([101]);
  });

  it('edits one’s own post through the postEdit child and shows the saved post', async () => {
    const { actor, settle, calls } = start();
    await settle();
    const editor = actor.getSnapshot().children.postEdit!;
    editor.send({ type: 'edit.start', post: post(2, ROHAN) });
    expect(selectEditingPostId(editor.getSnapshot())).toBe(102);
    expect(selectEditDraft(editor.getSnapshot())).toBe('Post 2 by @rohan');
    editor.send({ type: 'edit.save', draft: 'Corrected' });
    await settle();
    expect(calls.save).toHaveBeenCalledWith({ postId: 102, body: 'Corrected' });
    const saved = selectPosts(actor.getSnapshot()).find((p) => p.post_id === 102)!;
    expect(saved.body).toBe('Corrected');
    expect(saved.edited_at).not.toBeNull();
  });
});

describe('mentions in the draft', () => {
  it('finds the @prefix before the caret, not inside an e-mail address', () => {
    expect(mentionQueryAt('Hi @ro', 6)).toBe('ro');
    expect(mentionQueryAt('Hi @', 4)).toBe('');
    expect(mentionQueryAt('mail me@site', 12)).toBeNull();
    expect(mentionQueryAt('Hi @ro there', 12)).toBeNull();
  });

  it('replaces the prefix with the username and moves the caret after it', () => {
    expect(insertMention('Hi @ro', 6, 'rohan')).toEqual({ draft: 'Hi @rohan ', caret: 10 });
    expect(insertMention('no mention', 3, 'rohan')).toEqual({ draft: 'no mention', caret: 3 });
  });
});
