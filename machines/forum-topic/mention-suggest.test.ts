import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENTION_DEBOUNCE_MS, mentionSuggestMachine, type MentionSuggestion } from './mention-suggest.machine';
import { selectMentionActive, selectMentionEmpty, selectMentionOpen, selectMentionPick } from './forum-topic.selectors';

const m = (user_id: number, username: string): MentionSuggestion => ({ user_id, username, display_name: username, profile_image: null });

function start(rows: (q: string) => MentionSuggestion[]) {
  vi.useFakeTimers();
  const suggest = vi.fn(async ({ query }: { query: string }) => rows(query));
  const actor = createActor(mentionSuggestMachine.provide({ actors: { suggest: fromPromise(({ input }) => suggest(input)) } })).start();
  return { actor, suggest };
}

// Files share a worker (isolate: false in vitest.config.ts): a failing test must not leave fake timers behind.
afterEach(() => { vi.useRealTimers(); });

describe('mentionSuggestMachine', () => {
  it('looks up only after a pause, once for the last prefix typed', async () => {
    const { actor, suggest } = start(() => [m(3, 'rohan'), m(4, 'ronja')]);
    actor.send({ type: 'mention.query', query: 'r' });
    actor.send({ type: 'mention.query', query: 'ro' });
    expect(suggest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MENTION_DEBOUNCE_MS + 1);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith({ query: 'ro' });
    expect(selectMentionPick(actor.getSnapshot())?.username).toBe('rohan');
    vi.useRealTimers();
  });

  it('moves the highlight with wrap-around and closes on Escape', async () => {
    const { actor } = start(() => [m(3, 'rohan'), m(4, 'ronja')]);
    actor.send({ type: 'mention.query', query: 'ro' });
    await vi.advanceTimersByTimeAsync(MENTION_DEBOUNCE_MS + 1);
    actor.send({ type: 'mention.move', delta: -1 });
    expect(selectMentionActive(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'mention.move', delta: 1 });
    expect(selectMentionPick(actor.getSnapshot())?.username).toBe('rohan');
    actor.send({ type: 'mention.close' });
    expect(selectMentionOpen(actor.getSnapshot())).toBe(false);
    vi.useRealTimers();
  });

  it('says no member matches, and closes when the caret leaves the mention', async () => {
    const { actor } = start(() => []);
    actor.send({ type: 'mention.query', query: 'zz' });
    await vi.advanceTimersByTimeAsync(MENTION_DEBOUNCE_MS + 1);
    expect(selectMentionEmpty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'mention.query', query: null });
    expect(selectMentionOpen(actor.getSnapshot())).toBe(false);
    vi.useRealTimers();
  });
});
