import { createActor, createMachine, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TIMING, type ChatMember, type ChatMessage, type Conversation, type MessagePage } from '../../contracts';
import { chatMachine, type ReadReport } from './chat.machine';
import { chatThreadMachine } from './chat-thread.machine';
import { chatComposerMachine } from './chat-composer.machine';
import {
  selectActiveConversation, selectComposer, selectComposerFree, selectConversations, selectEditError, selectEditingId, selectHasMore, selectListError, selectMessages,
  selectIsSending, selectSendError, selectSentCount, selectThread, selectThreadStatus, selectTotalUnread, selectTypingNames,
} from './chat.selectors';
import { newConversationMachine } from './new-conversation.machine';
import { selectIsGroup, selectResults } from './new-conversation.selectors';

const me: ChatMember = { user_id: 1, name: 'Maya Mensah', username: 'maya' };
const tomi: ChatMember = { user_id: 2, name: 'Tomi Ade', username: 'tomi' };
const ada: ChatMember = { user_id: 3, name: 'Ada Admin', username: 'admin' };

const msg = (id: number, sender: ChatMember, conversation = 10, body = `Message ${id}`): ChatMessage => ({
  message_id: id, conversation_id: conversation, sender_id: sender.user_id, sender_name: sender.name, body,
  created_at: '2026-03-01T10:00:00.000Z', edited_at: null,
});
const conv = (id: number, unread = 0, last: ChatMessage | null = msg(id * 10, tomi, id)): Conversation => ({
  conversation_id: id, is_group: false, title: null, members: [me, tomi], last_message: last, unread,
});

interface Fakes {
  conversations?: () => Promise<Conversation[]>;
  pages?: (input: { conversationId: number; before?: number }) => Promise<MessagePage>;
  send?: (input: { conversationId: number; body: string }) => Promise<ChatMessage>;
  edit?: (input: { messageId: number; body: string }) => Promise<ChatMessage>;
}

function start(fakes: Fakes = {}, conversationId?: number) {
  const reads: ReadReport[] = [];
  const typed: number[] = [];
  const pageCalls: { conversationId: number; before?: number }[] = [];
  const started: string[] = [];
  const composer = chatComposerMachine.provide({
    actors: {
      sendMessage: fromPromise(async ({ input }) => (fakes.send ?? (async (i) => msg(101, me, i.conversationId, i.body)))(input)),
      editMessage: fromPromise(async ({ input }) => (fakes.edit ?? (async (i) => ({ ...msg(i.messageId, me), body: i.body, edited_at: 'now' })))(input)),
    },
    actions: { announceTyping: (_, params) => { typed.push(params.conversationId); } },
  });
  const thread = chatThreadMachine.provide({
    actors: {
      loadMessages: fromPromise(async ({ input }) => {
        pageCalls.push(input);
        return (fakes.pages ?? (async () => ({ data: [msg(99, me), msg(100, tomi)], has_more: true })))(input);
      }),
      composer,
    },
  });
  const actor = createActor(chatMachine.provide({
    actors: {
      loadConversations: fromPromise(fakes.conversations ?? (async () => [conv(10, 2), conv(11)])),
      thread,
      connection: fromCallback(({ receive }) => { receive((e) => { if (e.type === 'socket.start') started.push(e.token); }); }),
    },
    actions: { reportRead: (_, params) => { if (params) reads.push(params); } },
  }), { input: { userId: 1, token: 'token-1', conversationId } }).start();
  return { actor, reads, pageCalls, typed, started };
}

type Chat = ReturnType<typeof start>['actor'];
const threadOf = (actor: Chat) => selectThread(actor.getSnapshot())!;
const composerOf = (actor: Chat) => selectComposer(threadOf(actor).getSnapshot())!;
const busy = (a: AnyActorRef | undefined) => !!a && ['loading', 'loadingThread', 'sending', 'savingEdit', 'loadingEarlier'].some((t) => a.getSnapshot().hasTag(t));
/** Until nothing is loading or sending anywhere in the chat. */
async function settled(actor: Chat) {
  for (let i = 0; i < 20; i += 1) {
    const thread = selectThread(actor.getSnapshot());
    const composer = thread ? selectComposer(thread.getSnapshot()) : undefined;
    if (!busy(actor) && !busy(thread) && !busy(composer)) return;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('the chat did not settle');
}

afterEach(() => { vi.useRealTimers(); });

describe('chatMachine (conversations)', () => {
  it('opens the socket with the token, lists the conversations, opens the one the address names and reports it read', async () => {
    const { actor, reads, pageCalls, started } = start();
    await settled(actor);
    expect(started).toEqual(['token-1']);
    expect(selectConversations(actor.getSnapshot()).map((c) => c.conversation_id)).toEqual([10, 11]);
    expect(selectActiveConversation(actor.getSnapshot())).toBeNull();
    expect(selectTotalUnread(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'chat.open', conversationId: 10 });
    await settled(actor);
    expect(pageCalls).toEqual([{ conversationId: 10 }]);
    expect(selectMessages(threadOf(actor).getSnapshot()).map((m) => m.message_id)).toEqual([99, 100]);
    expect(reads).toEqual([{ conversationId: 10, messageId: 100 }]);
    expect(selectTotalUnread(actor.getSnapshot())).toBe(0);
  });

  it('opens the address\'s conversation once the list is there, and ignores one the member is not in', async () => {
    const { actor, pageCalls } = start({}, 11);
    await settled(actor);
    expect(selectActiveConversation(actor.getSnapshot())?.conversation_id).toBe(11);
    actor.send({ type: 'chat.open', conversationId: 11 });
    expect(pageCalls).toHaveLength(1);
    actor.send({ type: 'chat.open', conversationId: 404 });
    expect(selectActiveConversation(actor.getSnapshot())).toBeNull();
    const other = start({}, 404);
    await settled(other.actor);
    expect(selectActiveConversation(other.actor.getSnapshot())).toBeNull();
    expect(other.pageCalls).toEqual([]);
  });

  it('counts a live message unread in another conversation, and reads it at once in the open, visible one', async () => {
    const { actor, reads } = start({}, 10);
    await settled(actor);
    actor.send({ type: 'chat.messageReceived', message: msg(200, tomi, 11) });
    expect(selectConversations(actor.getSnapshot())[0]).toMatchObject({ conversation_id: 11, unread: 1 });
    actor.send({ type: 'chat.messageReceived', message: msg(201, tomi, 10) });
    expect(selectMessages(threadOf(actor).getSnapshot()).at(-1)?.message_id).toBe(201);
    expect(selectConversations(actor.getSnapshot()).find((c) => c.conversation_id === 10)?.unread).toBe(0);
    expect(reads.at(-1)).toEqual({ conversationId: 10, messageId: 201 });
    // Hidden page: counted, and reported once the page shows again.
    actor.send({ type: 'chat.visibility', visible: false });
    actor.send({ type: 'chat.messageReceived', message: msg(202, tomi, 10) });
    expect(selectConversations(actor.getSnapshot())[0]).toMatchObject({ conversation_id: 10, unread: 1 });
    actor.send({ type: 'chat.visibility', visible: true });
    expect(reads.at(-1)).toEqual({ conversationId: 10, messageId: 202 });
    expect(selectTotalUnread(actor.getSnapshot())).toBe(1);
  });

  it('clears a conversation\'s count when the member read it in another tab, not when newer messages came since', async () => {
    const { actor } = start({ conversations: async () => [conv(10, 2), conv(11, 3)] });
    await settled(actor);
    actor.send({ type: 'chat.readElsewhere', read: { conversation_id: 10, last_read_message_id: 100 } });
    actor.send({ type: 'chat.readElsewhere', read: { conversation_id: 11, last_read_message_id: 100 } });
    expect(selectConversations(actor.getSnapshot()).map((c) => c.unread)).toEqual([0, 3]);
  });

  it('shows who is typing in the open conversation, never oneself, until a few seconds pass or their message lands', async () => {
    vi.useFakeTimers();
    const { actor } = start({}, 10);
    await vi.waitFor(() => expect(selectThreadStatus(threadOf(actor).getSnapshot())).toBe('ready'));
    actor.send({ type: 'chat.typing', typing: { conversation_id: 10, user_id: 2, name: 'Tomi Ade' } });
    actor.send({ type: 'chat.typing', typing: { conversation_id: 11, user_id: 3, name: 'Ada Admin' } });
    actor.send({ type: 'chat.typing', typing: { conversation_id: 10, user_id: 1, name: 'Maya Mensah' } });
    expect(selectTypingNames(actor.getSnapshot())).toEqual(['Tomi Ade']);
    vi.advanceTimersByTime(CHAT_TIMING.typingShowMs - 1000);
    // Typing again keeps the line for another full period.
    actor.send({ type: 'chat.typing', typing: { conversation_id: 10, user_id: 2, name: 'Tomi Ade' } });
    vi.advanceTimersByTime(CHAT_TIMING.typingShowMs - 1000);
    expect(selectTypingNames(actor.getSnapshot())).toEqual(['Tomi Ade']);
    vi.advanceTimersByTime(1000);
    expect(selectTypingNames(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'chat.typing', typing: { conversation_id: 10, user_id: 2, name: 'Tomi Ade' } });
    actor.send({ type: 'chat.messageReceived', message: msg(300, tomi, 10) });
    expect(selectTypingNames(actor.getSnapshot())).toEqual([]);
  });

  it('reloads the list and the open thread whenever the socket connects after they loaded, the first time too', async () => {
    const { actor, pageCalls } = start({}, 10);
    await settled(actor);
    // A message sent after the thread loaded but before the socket joined reaches no one live.
    actor.send({ type: 'chat.connected' });
    expect(actor.getSnapshot().matches({ ready: { list: 'refreshing' } })).toBe(true);
    await settled(actor);
    expect(pageCalls).toEqual([{ conversationId: 10 }, { conversationId: 10 }]);
    actor.send({ type: 'chat.connected' });
    expect(actor.getSnapshot().matches({ ready: { list: 'refreshing' } })).toBe(true);
    await settled(actor);
    expect(pageCalls).toEqual([{ conversationId: 10 }, { conversationId: 10 }, { conversationId: 10 }]);
  });

  it('asks for the thread again when the socket connects while its first page is still loading', async () => {
    let release: () => void = () => {};
    let calls = 0;
    const { actor, pageCalls } = start({
      pages: async () => {
        calls += 1;
        if (calls === 1) await new Promise<void>((r) => { release = r; });
        return { data: [msg(99, me), msg(100, tomi)], has_more: false };
      },
    }, 10);
    await vi.waitFor(() => expect(pageCalls).toHaveLength(1));
    actor.send({ type: 'chat.connected' });
    await vi.waitFor(() => expect(pageCalls).toHaveLength(2));
    release();
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: { list: 'idle', thread: 'open' } })).toBe(true);
  });

  it('refreshes the list when someone starts a conversation with the member', async () => {
    let round = 0;
    const { actor } = start({ conversations: async () => (round++ === 0 ? [conv(10)] : [conv(12, 1), conv(10)]) });
    await settled(actor);
    actor.send({ type: 'chat.messageReceived', message: msg(500, tomi, 12) });
    await settled(actor);
    await vi.waitFor(() => expect(selectConversations(actor.getSnapshot()).map((c) => c.conversation_id)).toEqual([12, 10]));
  });

  it('shows the failure and tries again', async () => {
    let fail = true;
    const { actor } = start({ conversations: async () => { if (fail) throw new Error('Network Error'); return [conv(10)]; } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectListError(actor.getSnapshot())).toBe('Network Error');
    fail = false;
    actor.send({ type: 'chat.retry' });
    await settled(actor);
    expect(selectConversations(actor.getSnapshot())).toHaveLength(1);
  });

  it('opens a conversation created in "New conversation" even before it is listed', async () => {
    const { actor, pageCalls } = start();
    await settled(actor);
    actor.send({ type: 'chat.conversationOpened', conversation: conv(12, 0, null) });
    await settled(actor);
    expect(selectActiveConversation(actor.getSnapshot())?.conversation_id).toBe(12);
    expect(pageCalls).toEqual([{ conversationId: 12 }]);
  });
});

describe('chatThreadMachine and chatComposerMachine (the open conversation)', () => {
  it('pages back through history and keeps the order', async () => {
    const { actor, pageCalls } = start({
      pages: async ({ before }) => (before ? { data: [msg(97, tomi), msg(98, me)], has_more: false } : { data: [msg(99, me), msg(100, tomi)], has_more: true }),
    }, 10);
    await settled(actor);
    threadOf(actor).send({ type: 'thread.loadEarlier' });
    await settled(actor);
    expect(pageCalls.at(-1)).toEqual({ conversationId: 10, before: 99 });
    expect(selectMessages(threadOf(actor).getSnapshot()).map((m) => m.message_id)).toEqual([97, 98, 99, 100]);
    expect(selectHasMore(threadOf(actor).getSnapshot())).toBe(false);
  });

  it('sends a message: it lands once in the thread (the socket echo too) and tops the list', async () => {
    const { actor } = start({ send: async (i) => msg(111, me, i.conversationId, i.body) }, 11);
    await settled(actor);
    composerOf(actor).send({ type: 'composer.send', body: '  Hello Tomi  ' });
    await settled(actor);
    expect(selectSentCount(composerOf(actor).getSnapshot())).toBe(1);
    actor.send({ type: 'chat.messageReceived', message: msg(111, me, 11, 'Hello Tomi') });
    expect(selectMessages(threadOf(actor).getSnapshot()).filter((m) => m.message_id === 111)).toHaveLength(1);
    expect(selectConversations(actor.getSnapshot())[0]).toMatchObject({ conversation_id: 11, unread: 0, last_message: { body: 'Hello Tomi' } });
  });

  it('refuses an empty message with the contract\'s text and keeps a failed send\'s reason', async () => {
    const { actor } = start({ send: async () => { throw new Error('Too many requests, please try again later.'); } }, 10);
    await settled(actor);
    composerOf(actor).send({ type: 'composer.send', body: '   ' });
    expect(selectSendError(composerOf(actor).getSnapshot())).toBe('Write a message first.');
    composerOf(actor).send({ type: 'composer.send', body: 'Hi' });
    await settled(actor);
    expect(selectSendError(composerOf(actor).getSnapshot())).toBe('Too many requests, please try again later.');
    expect(selectSentCount(composerOf(actor).getSnapshot())).toBe(0);
  });

  it('edits only one\'s own messages, and the edit shows in the thread', async () => {
    const { actor } = start({}, 10);
    await settled(actor);
    const composer = composerOf(actor);
    composer.send({ type: 'composer.editStart', message: msg(100, tomi) });
    expect(selectEditingId(composer.getSnapshot())).toBeNull();
    composer.send({ type: 'composer.editStart', message: msg(99, me) });
    expect(selectEditingId(composer.getSnapshot())).toBe(99);
    composer.send({ type: 'composer.editSave', body: '' });
    expect(selectEditError(composer.getSnapshot())).toBe('Write a message first.');
    composer.send({ type: 'composer.editSave', body: 'Fixed' });
    await settled(actor);
    expect(selectEditingId(composer.getSnapshot())).toBeNull();
    expect(selectMessages(threadOf(actor).getSnapshot()).find((m) => m.message_id === 99)?.body).toBe('Fixed');
  });

  it('takes no new message or Edit while one is sent, edited or saved (Send is disabled and Edit hidden meanwhile)', async () => {
    let finishSend: (m: ChatMessage) => void = () => {};
    const { actor } = start({ send: () => new Promise<ChatMessage>((resolve) => { finishSend = resolve; }) }, 10);
    await settled(actor);
    const composer = composerOf(actor);
    expect(selectComposerFree(composer.getSnapshot())).toBe(true);
    composer.send({ type: 'composer.editStart', message: msg(99, me) });
    expect(selectComposerFree(composer.getSnapshot())).toBe(false);
    composer.send({ type: 'composer.send', body: 'Not while editing' });
    expect(selectIsSending(composer.getSnapshot())).toBe(false);
    composer.send({ type: 'composer.editCancel' });
    expect(selectComposerFree(composer.getSnapshot())).toBe(true);
    composer.send({ type: 'composer.send', body: 'Hello' });
    expect(selectComposerFree(composer.getSnapshot())).toBe(false);
    composer.send({ type: 'composer.editStart', message: msg(99, me) });
    expect(selectEditingId(composer.getSnapshot())).toBeNull();
    finishSend(msg(111, me, 10, 'Hello'));
    await settled(actor);
    expect(selectComposerFree(composer.getSnapshot())).toBe(true);
  });

  it('tells the others "typing" at most once per throttle period while the member types', async () => {
    vi.useFakeTimers();
    const { actor, typed } = start({}, 10);
    await vi.waitFor(() => expect(selectComposer(threadOf(actor).getSnapshot())).toBeDefined());
    const composer = composerOf(actor);
    for (let i = 0; i < 5; i += 1) composer.send({ type: 'composer.typed' });
    expect(typed).toEqual([10]);
    vi.advanceTimersByTime(CHAT_TIMING.typingThrottleMs);
    composer.send({ type: 'composer.typed' });
    expect(typed).toEqual([10, 10]);
  });
});

describe('newConversationMachine', () => {
  it('searches after a pause, picks several members and creates a titled group', async () => {
    vi.useFakeTimers();
    try {
      const searches: string[] = [];
      const created: unknown[] = [];
      // Stands in for the Messages view's chat actor: records what it is told.
      const heard: unknown[] = [];
      const chat = createActor(createMachine({ on: { 'chat.conversationOpened': { actions: ({ event }) => { heard.push(event); } } } })).start();
      const actor = createActor(newConversationMachine.provide({
        actors: {
          searchPeople: fromPromise(async ({ input }) => { searches.push(input.search); return [tomi, ada]; }),
          createConversation: fromPromise(async ({ input }) => { created.push(input); return conv(12); }),
        },
      }), { input: { chat } }).start();
      actor.send({ type: 'starter.search', search: 'a' });
      actor.send({ type: 'starter.search', search: 'ad ' });
      await vi.advanceTimersByTimeAsync(300);
      expect(searches).toEqual(['ad']);
      expect(selectResults(actor.getSnapshot())).toHaveLength(2);
      actor.send({ type: 'starter.create', title: 'ignored' });
      expect(actor.getSnapshot().value).toBe('browsing');
      actor.send({ type: 'starter.pick', member: tomi });
      actor.send({ type: 'starter.pick', member: tomi });
      actor.send({ type: 'starter.pick', member: ada });
      expect(selectIsGroup(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'starter.create', title: ' Pitch team ' });
      await vi.advanceTimersByTimeAsync(0);
      expect(created).toEqual([{ member_ids: [2, 3], title: 'Pitch team' }]);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output?.conversation_id).toBe(12);
      expect(heard).toEqual([{ type: 'chat.conversationOpened', conversation: conv(12) }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates with the members picked even while a search is running (Start stays enabled then)', async () => {
    const created: unknown[] = [];
    const actor = createActor(newConversationMachine.provide({
      delays: { searchDebounce: 0 },
      actors: {
        searchPeople: fromPromise(() => new Promise<ChatMember[]>(() => {})),
        createConversation: fromPromise(async ({ input }) => { created.push(input); return conv(13); }),
      },
    }), { input: { picked: [tomi] } }).start();
    actor.send({ type: 'starter.search', search: 'ad' });
    await waitFor(actor, (s) => s.hasTag('searching'));
    actor.send({ type: 'starter.create' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(created).toEqual([{ member_ids: [2] }]);
  });

  it('sends no title for a one-to-one chat and keeps the server\'s reason on failure', async () => {
    const created: unknown[] = [];
    const actor = createActor(newConversationMachine.provide({
      actors: {
        searchPeople: fromPromise(async (): Promise<ChatMember[]> => []),
        createConversation: fromPromise(async ({ input }) => { created.push(input); throw new Error('Choose someone other than yourself.'); }),
      },
    }), { input: { picked: [tomi] } }).start();
    actor.send({ type: 'starter.create', title: 'Not for pairs' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(created).toEqual([{ member_ids: [2] }]);
    expect(actor.getSnapshot().context.error).toBe('Choose someone other than yourself.');
    actor.send({ type: 'starter.unpick', userId: 2 });
    expect(actor.getSnapshot().context.picked).toEqual([]);
  });
});
