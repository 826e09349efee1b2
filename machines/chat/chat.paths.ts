import { createActor, createMachine, type AnyEventObject, type AnyStateMachine, type StateValue } from 'xstate';
import type { ChatMessage, Conversation } from '../../contracts';
import { reachableStates } from '../../tests/paths/transition-paths';
import { withInput } from '../../tests/paths/with-input';
import { chatMachine } from './chat.machine';
import { chatThreadMachine } from './chat-thread.machine';
import { chatComposerMachine } from './chat-composer.machine';
import { newConversationMachine } from './new-conversation.machine';

// The chat is three machines (decision 0052): the conversations (`chat`), the open conversation
// (`chat-thread`) and its composer (`chat-composer`), each walked on its own. What QA sees in a
// state is the machine's own `description` of it (of each region's state, for parallel ones).

const me = { user_id: 1, name: 'Maya Mensah', username: 'maya' };
const tomi = { user_id: 2, name: 'Tomi Ade', username: 'tomi' };
const message = (id: number, sender: typeof me, conversation = 10): ChatMessage => ({
  message_id: id, conversation_id: conversation, sender_id: sender.user_id, sender_name: sender.name, body: `Message ${id}`,
  created_at: '2026-03-01T10:00:00.000Z', edited_at: null,
});
const conversation = (id: number, unread = 0): Conversation => ({
  conversation_id: id, is_group: false, title: null, members: [me, tomi], last_message: message(id * 10, tomi, id), unread,
});

type Node = { description?: string; states: Record<string, Node> };

/** The descriptions of the states in a state value, outermost first ("; " between regions). */
function describeValue(node: Node, value: StateValue): string {
  if (typeof value === 'string') return node.states[value]?.description ?? value;
  return Object.entries(value).map(([key, inner]) => {
    const child = node.states[key]!;
    const below = describeValue(child, inner as StateValue);
    return child.description ? `${child.description} ${below}` : below;
  }).join(' ');
}

/** Every reachable state of the machine with what the screen shows there, from the machine's descriptions. */
export function screensFromDescriptions(machine: AnyStateMachine, events: AnyEventObject[]): Record<string, string> {
  return Object.fromEntries(reachableStates(machine, events).map((v) => [v, describeValue(machine.root as unknown as Node, JSON.parse(v) as StateValue)]));
}

const chatModelMachine = withInput(chatMachine, { userId: 1, token: 'access-token' });
const chatEvents = [
  { type: 'xstate.done.actor.loadConversations', output: [conversation(10, 1), conversation(11)] },
  { type: 'xstate.error.actor.loadConversations', error: new Error('Network Error') },
  { type: 'chat.retry' },
  { type: 'chat.open', conversationId: 10 },
  { type: 'chat.open', conversationId: null },
  { type: 'chat.conversationOpened', conversation: conversation(12) },
  { type: 'chat.messageReceived', message: message(500, tomi, 99) },
  { type: 'chat.resync' },
  { type: 'xstate.done.actor.refreshConversations', output: [conversation(10), conversation(11), conversation(99, 1)] },
  { type: 'xstate.error.actor.refreshConversations', error: new Error('Network Error') },
] as AnyEventObject[];

export const chatPathModel = {
  name: 'chat',
  machine: chatModelMachine,
  events: chatEvents,
  screens: screensFromDescriptions(chatModelMachine, chatEvents),
  actions: {
    'xstate.done.actor.loadConversations': 'Your conversations arrive, most recent first, unread counts as badges',
    'xstate.error.actor.loadConversations': 'Loading the conversations fails',
    'chat.retry': 'Press "Try again"',
    'chat.open': 'Choose a conversation in the list (the address gets ?c=<id>)',
    'chat.conversationOpened': 'Start a conversation in the "New conversation" dialog',
    'chat.messageReceived': 'Someone who has no conversation with you yet writes to you',
    'chat.resync': 'The chat connection comes back after a drop',
    'xstate.done.actor.refreshConversations': 'The list is up to date again (the new conversation shows with its unread count)',
    'xstate.error.actor.refreshConversations': 'Refreshing the list fails (quietly: the list stays as it was)',
  } as Record<string, string>,
  step: (event: AnyEventObject) => (event.type === 'chat.open' && event.conversationId === null ? 'Press "Back to conversations" (phones) or open /messages without ?c' : undefined),
};

// Walked on their own, the children have no parent to tell: those messages are left out.
const quiet = () => {};
const threadModelMachine = withInput(chatThreadMachine.provide({ actions: { shown: quiet, announceSent: quiet } }), { conversationId: 10, userId: 1 });
const threadEvents = [
  { type: 'xstate.done.actor.loadMessages', output: { data: [message(99, me), message(100, tomi)], has_more: true } },
  { type: 'xstate.error.actor.loadMessages', error: new Error('You are not in this conversation.') },
  { type: 'thread.retry' },
  { type: 'thread.loadEarlier' },
  { type: 'xstate.done.actor.loadEarlier', output: { data: [message(98, tomi)], has_more: false } },
  { type: 'xstate.error.actor.loadEarlier', error: new Error('Network Error') },
  { type: 'thread.resync' },
] as AnyEventObject[];

export const chatThreadPathModel = {
  name: 'chat-thread',
  machine: threadModelMachine,
  events: threadEvents,
  screens: screensFromDescriptions(threadModelMachine, threadEvents),
  actions: {
    'xstate.done.actor.loadMessages': 'The newest 30 messages arrive; the conversation\'s unread badge clears',
    'xstate.error.actor.loadMessages': 'Loading the messages fails',
    'thread.retry': 'Press "Try again"',
    'thread.loadEarlier': 'Press "Load earlier messages"',
    'xstate.done.actor.loadEarlier': 'The earlier messages appear above, the reading position stays',
    'xstate.error.actor.loadEarlier': 'Loading earlier messages fails: the reason shows above the messages',
    'thread.resync': 'The chat connection comes back after a drop',
  } as Record<string, string>,
};

// (withInput pins a string initial state; the composer starts in a nested one, so only its context is pinned.)
const composerWithActions = chatComposerMachine.provide({ actions: { deliverSent: quiet, deliverEdited: quiet } });
const composerModelMachine: AnyStateMachine = createMachine(
  { ...composerWithActions.config, context: createActor(composerWithActions, { input: { conversationId: 10, userId: 1 } }).getSnapshot().context } as never,
  composerWithActions.implementations as never,
);
const composerEvents = [
  { type: 'composer.typed' },
  { type: 'xstate.after.typingThrottle.chatComposer.idle.announced' },
  { type: 'composer.send', body: 'Hello Tomi' },
  { type: 'xstate.done.actor.sendMessage', output: message(101, me) },
  { type: 'xstate.error.actor.sendMessage', error: new Error('Too many requests, please try again later.') },
  { type: 'composer.editStart', message: message(99, me) },
  { type: 'composer.editSave', body: 'Hello again' },
  { type: 'composer.editCancel' },
  { type: 'xstate.done.actor.editMessage', output: { ...message(99, me), body: 'Hello again', edited_at: '2026-03-01T10:05:00.000Z' } },
  { type: 'xstate.error.actor.editMessage', error: new Error('You can only edit your own messages.') },
] as AnyEventObject[];

export const chatComposerPathModel = {
  name: 'chat-composer',
  machine: composerModelMachine,
  events: composerEvents,
  screens: screensFromDescriptions(composerModelMachine, composerEvents),
  actions: {
    'composer.typed': 'Type in the message box',
    'xstate.after.typingThrottle.chatComposer.idle.announced': 'Keep typing for a few seconds',
    'composer.send': 'Type a message and press Enter (or Send)',
    'xstate.done.actor.sendMessage': 'The message is sent: it shows at the bottom of the conversation and the box empties',
    'xstate.error.actor.sendMessage': 'Sending fails: the server\'s reason shows under the box, the text stays',
    'composer.editStart': 'Press "Edit" under one of your messages',
    'composer.editSave': 'Change the text and press Save',
    'composer.editCancel': 'Press Cancel (or Escape)',
    'xstate.done.actor.editMessage': 'The edit is saved: the message shows "(edited)"',
    'xstate.error.actor.editMessage': 'Saving the edit fails: the reason shows in the edit box',
  } as Record<string, string>,
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
