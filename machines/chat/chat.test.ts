import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMember, ChatMessage, Conversation, MessagePage } from '../../contracts';
import { chatMachine, type ReadReport } from './chat.machine';
import {
  selectActiveConversation, selectConversations, selectEditError, selectEditingId, selectHasMore, selectListError, selectMessages,
  selectSendError, selectSentCount, selectThreadStatus, selectTotalUnread,
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
  const pageCalls: { conversationId: number; before?: number }[] = [];
  const actor = createActor(chatMachine.provide({
    actors: {
      loadConversations: fromPromise(fakes.conversations ?? (async () => [conv(10, 2), conv(11)])),
      loadMessages: fromPromise(async ({ input }) => {
        pageCalls.push(input);
        return (fakes.pages ?? (async () => ({ data: [msg(99, me), msg(100, tomi)], has_more: true })))(input);
      }),
      sendMessage: fromPromise(async ({ input }) => (fakes.send ?? (async (i) => msg(101, me, i.conversationId, i.body)))(input)),
      editMessage: fromPromise(async ({ input }) => (fakes.edit ?? (async (i) => ({ ...msg(i.messageId, me), body: i.body, edited_at: 'now' })))(input)),
    },
    actions: { reportRead: (_, params) => { if (params) reads.push(params); } },
  }), { input: { userId: 1, conversationId } }).start();
  return { actor, reads, pageCalls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('loadingThread') && !s.hasTag('sending') && !s.hasTag('savingEdit') && !s.hasTag('loadingEarlier'));

describe('chatMachine', () => {
  it('lists the conversations, opens one, and marks it read up to its last message', async () => {
    const { actor, reads, pageCalls } = start();
    await settled(actor);
    expect(selectConversations(actor.getSnapshot()).map((c) => c.conversation_id)).toEqual([10, 11]);
    expect(selectThreadStatus(actor.getSnapshot())).toBe('none');
    expect(selectTotalUnread(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'chat.select', conversationId: 10 });
    await settled(actor);
    expect(pageCalls).toEqual([{ conversationId: 10 }]);
    expect(selectMessages(actor.getSnapshot()).map((m) => m.message_id)).toEqual([99, 100]);
    expect(reads).toEqual([{ conversationId: 10, messageId: 100 }]);
    expect(selectActiveConversation(actor.getSnapshot())?.unread).toBe(0);
  });

  it('opens the conversation named at start, and ignores one the member is not in', async () => {
    const open = start({}, 11);
    await settled(open.actor);
    expect(selectThreadStatus(open.actor.getSnapshot())).toBe('ready');
    expect(open.pageCalls).toEqual([{ conversationId: 11 }]);
    expect(open.reads).toEqual([]);
    const stranger = start({}, 77);
    await settled(stranger.actor);
    expect(selectThreadStatus(stranger.actor.getSnapshot())).toBe('none');
  });

  it('keeps the list error and loads again on retry', async () => {
    let fail = true;
    const { actor } = start({ conversations: async () => { if (fail) throw new Error('Network Error'); return [conv(10)]; } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectListError(actor.getSnapshot())).toBe('Network Error');
    fail = false;
    actor.send({ type: 'chat.retry' });
    await settled(actor);
    expect(selectConversations(actor.getSnapshot())).toHaveLength(1);
  });

  it('pages back with `before` the oldest message shown, and puts the page above', async () => {
    const { actor, pageCalls } = start({
      pages: async ({ before }) => (before ? { data: [msg(97, tomi), msg(98, tomi)], has_more: false } : { data: [msg(99, me), msg(100, tomi)], has_more: true }),
    }, 10);
    await settled(actor);
    actor.send({ type: 'chat.loadEarlier' });
    await settled(actor);
    expect(pageCalls.at(-1)).toEqual({ conversationId: 10, before: 99 });
    expect(selectMessages(actor.getSnapshot()).map((m) => m.message_id)).toEqual([97, 98, 99, 100]);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'chat.loadEarlier' });
    expect(actor.getSnapshot().hasTag('loadingEarlier')).toBe(false);
  });

  it('sends a trimmed message, shows it once (the echo from the socket is not doubled) and counts the send', async () => {
    const sent: { conversationId: number; body: string }[] = [];
    const { actor } = start({ send: async (i) => { sent.push(i); return msg(101, me, i.conversationId, i.body); } }, 10);
    await settled(actor);
    actor.send({ type: 'chat.send', body: '  Hello Tomi  ' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await settled(actor);
    expect(sent).toEqual([{ conversationId: 10, body: 'Hello Tomi' }]);
    actor.send({ type: 'chat.messageReceived', message: msg(101, me, 10, 'Hello Tomi') });
    expect(selectMessages(actor.getSnapshot()).map((m) => m.message_id)).toEqual([99, 100, 101]);
    expect(selectSentCount(actor.getSnapshot())).toBe(1);
    expect(selectConversations(actor.getSnapshot())[0]).toMatchObject({ conversation_id: 10, unread: 0, last_message: { body: 'Hello Tomi' } });
  });

  it('refuses an empty or too long body with the contract\'s message, and shows the server\'s message on failure', async () => {
    const { actor } = start({ send: async () => { throw new Error('Too many requests, please try again later.'); } }, 10);
    await settled(actor);
    actor.send({ type: 'chat.send', body: '   ' });
    expect(selectSendError(actor.getSnapshot())).toBe('Write a message first.');
    actor.send({ type: 'chat.send', body: 'x'.repeat(4001) });
    expect(selectSendError(actor.getSnapshot())).toBe('A message can have at most 4000 characters.');
    expect(actor.getSnapshot().hasTag('sending')).toBe(false);
    actor.send({ type: 'chat.send', body: 'x'.repeat(4000) });
    await settled(actor);
    expect(selectSendError(actor.getSnapshot())).toBe('Too many requests, please try again later.');
    expect(selectSentCount(actor.getSnapshot())).toBe(0);
  });

  it('edits only one\'s own messages and applies the saved text', async () => {
    const { actor } = start({}, 10);
    await settled(actor);
    actor.send({ type: 'chat.editStart', messageId: 100 });
    expect(selectEditingId(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'chat.editStart', messageId: 99 });
    expect(selectEditingId(actor.getSnapshot())).toBe(99);
    actor.send({ type: 'chat.editSave', body: '' });
    expect(selectEditError(actor.getSnapshot())).toBe('Write a message first.');
    actor.send({ type: 'chat.editSave', body: 'Hello again' });
    await settled(actor);
    expect(selectEditingId(actor.getSnapshot())).toBeNull();
    expect(selectMessages(actor.getSnapshot())[0]).toMatchObject({ message_id: 99, body: 'Hello again', edited_at: 'now' });
  });

  it('keeps the edit box open with the reason when saving fails', async () => {
    const { actor } = start({ edit: async () => { throw new Error('You can only edit your own messages.'); } }, 10);
    await settled(actor);
    actor.send({ type: 'chat.editStart', messageId: 99 });
    actor.send({ type: 'chat.editSave', body: 'Changed' });
    await waitFor(actor, (s) => s.matches({ ready: { composer: 'editing' } }) && s.context.editError !== null);
    expect(selectEditError(actor.getSnapshot())).toBe('You can only edit your own messages.');
    actor.send({ type: 'chat.editCancel' });
    expect(selectEditingId(actor.getSnapshot())).toBeNull();
  });

  it('appends a live message to the open thread and marks it read while the page is visible', async () => {
    const { actor, reads } = start({}, 11);
    await settled(actor);
    actor.send({ type: 'chat.messageReceived', message: msg(200, tomi, 11) });
    expect(selectMessages(actor.getSnapshot()).at(-1)?.message_id).toBe(200);
    expect(reads).toEqual([{ conversationId: 11, messageId: 200 }]);
    expect(selectConversations(actor.getSnapshot())[0]).toMatchObject({ conversation_id: 11, unread: 0 });
  });

  it('waits until the page is visible again before marking a live message read', async () => {
    const { actor, reads } = start({}, 11);
    await settled(actor);
    actor.send({ type: 'chat.visibility', visible: false });
    actor.send({ type: 'chat.messageReceived', message: msg(200, tomi, 11) });
    expect(reads).toEqual([]);
    expect(selectTotalUnread(actor.getSnapshot())).toBe(3);
    actor.send({ type: 'chat.visibility', visible: true });
    expect(reads).toEqual([{ conversationId: 11, messageId: 200 }]);
    expect(selectTotalUnread(actor.getSnapshot())).toBe(2);
  });

  it('bumps another conversation to the top with one more unread, and applies live edits', async () => {
    const { actor } = start({}, 10);
    await settled(actor);
    actor.send({ type: 'chat.messageReceived', message: msg(300, tomi, 11, 'Are you coming?') });
    expect(selectConversations(actor.getSnapshot())[0]).toMatchObject({ conversation_id: 11, unread: 1, last_message: { body: 'Are you coming?' } });
    expect(selectMessages(actor.getSnapshot()).map((m) => m.message_id)).toEqual([99, 100]);
    actor.send({ type: 'chat.messageUpdated', message: { ...msg(300, tomi, 11, 'Are you coming tonight?'), edited_at: 'now' } });
    expect(selectConversations(actor.getSnapshot())[0]!.last_message?.body).toBe('Are you coming tonight?');
    actor.send({ type: 'chat.messageUpdated', message: { ...msg(100, tomi), body: 'Changed', edited_at: 'now' } });
    expect(selectMessages(actor.getSnapshot())[1]!.body).toBe('Changed');
  });

  it('refreshes the list quietly when a conversation it does not know yet gets a message', async () => {
    let calls = 0;
    const { actor } = start({ conversations: async () => { calls += 1; return calls === 1 ? [conv(10)] : [conv(12, 1), conv(10)]; } });
    await settled(actor);
    actor.send({ type: 'chat.messageReceived', message: msg(400, ada, 12) });
    await waitFor(actor, (s) => s.matches({ ready: { list: 'idle' } }) && s.context.conversations.length === 2);
    expect(selectConversations(actor.getSnapshot()).map((c) => c.conversation_id)).toEqual([12, 10]);
  });

  it('opens a conversation just started and reloads list and thread after a reconnection', async () => {
    const { actor, pageCalls } = start();
    await settled(actor);
    actor.send({ type: 'chat.conversationOpened', conversation: conv(12, 0, null) });
    await settled(actor);
    expect(selectConversations(actor.getSnapshot())[0]!.conversation_id).toBe(12);
    expect(pageCalls).toEqual([{ conversationId: 12 }]);
    actor.send({ type: 'chat.resync' });
    await settled(actor);
    expect(pageCalls).toEqual([{ conversationId: 12 }, { conversationId: 12 }]);
    actor.send({ type: 'chat.back' });
    expect(selectThreadStatus(actor.getSnapshot())).toBe('none');
  });
});

describe('newConversationMachine', () => {
  it('searches after a pause, picks several members and creates a titled group', async () => {
    vi.useFakeTimers();
    try {
      const searches: string[] = [];
      const created: unknown[] = [];
      const actor = createActor(newConversationMachine.provide({
        actors: {
          searchPeople: fromPromise(async ({ input }) => { searches.push(input.search); return [tomi, ada]; }),
          createConversation: fromPromise(async ({ input }) => { created.push(input); return conv(12); }),
        },
      }), { input: {} }).start();
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
    } finally {
      vi.useRealTimers();
    }
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
