import type { AnyEventObject } from 'xstate';
import type { ChatMessage, Conversation } from '../../contracts';
import { withInput } from '../../tests/paths/with-input';
import { chatMachine } from './chat.machine';
import { newConversationMachine } from './new-conversation.machine';

const me = { user_id: 1, name: 'Maya Mensah', username: 'maya' };
const tomi = { user_id: 2, name: 'Tomi Ade', username: 'tomi' };
const message = (id: number, sender: typeof me, conversation = 10): ChatMessage => ({
  message_id: id, conversation_id: conversation, sender_id: sender.user_id, sender_name: sender.name, body: `Message ${id}`,
  created_at: '2026-03-01T10:00:00.000Z', edited_at: null,
});
const conversation = (id: number, unread = 0): Conversation => ({
  conversation_id: id, is_group: false, title: null, members: [me, tomi], last_message: message(id * 10, tomi, id), unread,
});

const LIST: Record<string, string> = {
  idle: '',
  refreshing: ' (the conversation list refreshes quietly)',
};
const THREAD: Record<string, string> = {
  '"none"': 'no conversation open: "Choose a conversation or start a new one"',
  '"loading"': 'the thread shows "Loading messages…"',
  '{"ready":"idle"}': 'the thread (a log of messages, newest at the bottom) with "Load earlier messages" when there are more',
  '{"ready":"loadingEarlier"}': 'the thread with "Loading earlier messages…" at the top',
  '"failed"': 'the thread shows why it could not load and "Try again"',
};
const COMPOSER: Record<string, string> = {
  idle: 'the composer is ready',
  sending: 'the composer shows "Sending…" and its button is disabled',
  editing: 'an edit box replaces your message, with Save and Cancel',
  saving: 'the edit box shows "Saving…"',
};

const screens: Record<string, string> = {
  '"loading"': 'the Messages view shows "Loading conversations…"',
  '"failed"': 'the conversation list shows why it could not load and "Try again"',
};
for (const [list, l] of Object.entries(LIST)) {
  for (const [thread, t] of Object.entries(THREAD)) {
    for (const [composer, c] of Object.entries(COMPOSER)) {
      screens[`{"ready":{"list":"${list}","thread":${thread},"composer":"${composer}"}}`] = `conversation list${l}; ${t}; ${c}`;
    }
  }
}

export const chatPathModel = {
  name: 'chat',
  machine: withInput(chatMachine, { userId: 1 }),
  events: [
    { type: 'xstate.done.actor.loadConversations', output: [conversation(10, 1), conversation(11)] },
    { type: 'xstate.error.actor.loadConversations', error: new Error('Network Error') },
    { type: 'chat.retry' },
    { type: 'chat.select', conversationId: 10 },
    { type: 'chat.back' },
    { type: 'chat.conversationOpened', conversation: conversation(12) },
    { type: 'xstate.done.actor.loadMessages', output: { data: [message(99, me), message(100, tomi)], has_more: true } },
    { type: 'xstate.error.actor.loadMessages', error: new Error('You are not in this conversation.') },
    { type: 'chat.loadEarlier' },
    { type: 'xstate.done.actor.loadEarlier', output: { data: [message(98, tomi)], has_more: false } },
    { type: 'xstate.error.actor.loadEarlier', error: new Error('Network Error') },
    { type: 'chat.send', body: 'Hello Tomi' },
    { type: 'xstate.done.actor.sendMessage', output: message(101, me) },
    { type: 'xstate.error.actor.sendMessage', error: new Error('Too many requests, please try again later.') },
    { type: 'chat.editStart', messageId: 99 },
    { type: 'chat.editSave', body: 'Hello again' },
    { type: 'chat.editCancel' },
    { type: 'xstate.done.actor.editMessage', output: { ...message(99, me), body: 'Hello again', edited_at: '2026-03-01T10:05:00.000Z' } },
    { type: 'xstate.error.actor.editMessage', error: new Error('You can only edit your own messages.') },
    { type: 'chat.messageReceived', message: message(500, tomi, 99) },
    { type: 'chat.resync' },
    { type: 'xstate.done.actor.refreshConversations', output: [conversation(10), conversation(11), conversation(99, 1)] },
    { type: 'xstate.error.actor.refreshConversations', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens,
  actions: {
    'xstate.done.actor.loadConversations': 'Your conversations arrive (most recent first, unread counts as badges)',
    'xstate.error.actor.loadConversations': 'Loading the conversations fails',
    'chat.retry': 'Press "Try again"',
    'chat.select': 'Choose a conversation in the list',
    'chat.back': 'Press "Back to conversations" (narrow screens)',
    'chat.conversationOpened': 'Start a new conversation in the "New conversation" dialog',
    'xstate.done.actor.loadMessages': 'The newest 30 messages arrive and the conversation is marked read',
    'xstate.error.actor.loadMessages': 'Loading the messages fails',
    'chat.loadEarlier': 'Press "Load earlier messages"',
    'xstate.done.actor.loadEarlier': 'The earlier page arrives above the others',
    'xstate.error.actor.loadEarlier': 'Loading earlier messages fails: the reason shows above the thread',
    'chat.send': 'Type a message and press Enter (or Send)',
    'xstate.done.actor.sendMessage': 'The message is sent: it shows in the thread and the composer empties',
    'xstate.error.actor.sendMessage': 'Sending fails: the server\'s message shows under the composer, the text stays',
    'chat.editStart': 'Press "Edit" on one of your messages',
    'chat.editSave': 'Change the text and press Save',
    'chat.editCancel': 'Press Cancel',
    'xstate.done.actor.editMessage': 'The edit is saved: the message shows "(edited)"',
    'xstate.error.actor.editMessage': 'Saving the edit fails: the reason shows in the edit box',
    'chat.messageReceived': 'Someone who has no conversation with you yet writes to you (live)',
    'chat.resync': 'The chat connection comes back after a drop',
    'xstate.done.actor.refreshConversations': 'The list is up to date again',
    'xstate.error.actor.refreshConversations': 'Refreshing the list fails (quietly)',
  },
};

const ada = { user_id: 3, name: 'Ada Admin', username: 'admin' };

export const newConversationPathModel = {
  name: 'new-conversation',
  // Started with one member picked, so "Start conversation" can be walked (picking changes no state).
  machine: withInput(newConversationMachine, { picked: [tomi] }),
  events: [
    { type: 'starter.search', search: 'ad' },
    { type: 'starter.search', search: '' },
    { type: 'starter.pick', member: ada },
    { type: 'starter.create', title: 'Pitch team' },
    { type: 'xstate.after.searchDebounce.newConversation.debouncing' },
    { type: 'xstate.done.actor.searchPeople', output: [ada] },
    { type: 'xstate.error.actor.searchPeople', error: new Error('Network Error') },
    { type: 'xstate.done.actor.createConversation', output: conversation(12) },
    { type: 'xstate.error.actor.createConversation', error: new Error('Some of these members do not exist.') },
  ] as AnyEventObject[],
  screens: {
    '"browsing"': 'the "New conversation" dialog: a search box, matching members to add, the members picked (a title field when there are several) and "Start conversation"',
    '"debouncing"': 'the search box shows what was typed; the search waits a moment',
    '"searching"': 'the results show "Searching…"',
    '"creating"': '"Start conversation" reads "Starting…" and is disabled',
    '"done"': 'the dialog closes and the new conversation opens',
  },
  actions: {
    'starter.search': 'Type a name or username (clearing the box empties the results)',
    'starter.pick': 'Press "Add" next to a member',
    'starter.create': 'Press "Start conversation"',
    'xstate.after.searchDebounce.newConversation.debouncing': 'Stop typing for a moment',
    'xstate.done.actor.searchPeople': 'Matching members arrive',
    'xstate.error.actor.searchPeople': 'The search fails: its reason shows',
    'xstate.done.actor.createConversation': 'The conversation is created (or the existing one-to-one chat is found)',
    'xstate.error.actor.createConversation': 'Creating fails: its reason shows',
  },
};
