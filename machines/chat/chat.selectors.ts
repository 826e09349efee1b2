import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { chatMachine } from './chat.machine';
import type { chatThreadMachine } from './chat-thread.machine';
import type { chatComposerMachine } from './chat-composer.machine';

type S = SnapshotFrom<typeof chatMachine>;
type T = SnapshotFrom<typeof chatThreadMachine>;
type C = SnapshotFrom<typeof chatComposerMachine>;

export type ThreadStatus = 'loading' | 'ready' | 'failed';

// ---------------------------------------------------------------- the chat (conversations)
export const selectUserId = (s: S) => s.context.userId;
export const selectConversations = (s: S) => s.context.conversations;
export const selectIsLoadingList = (s: S) => s.hasTag('loading');
export const selectListError = (s: S) => (s.matches('failed') ? s.context.listError : null);
export const selectActiveId = (s: S) => (s.matches({ ready: { thread: 'open' } }) ? s.context.activeId : null);
export const selectActiveConversation = (s: S) => (s.matches({ ready: { thread: 'open' } })
  ? s.context.conversations.find((c) => c.conversation_id === s.context.activeId) ?? null : null);
/** The open conversation's actor (messages, history), while one is open. */
export const selectThread = (s: S) => s.children.thread as ActorRefFrom<typeof chatThreadMachine> | undefined;
/** Who is typing in the open conversation (names, in the order they started). */
export const selectTypingNames = (s: S) => s.context.typing.filter((t) => t.conversationId === s.context.activeId).map((t) => t.name);
/** Unread messages over all conversations. */
export const selectTotalUnread = (s: S) => s.context.conversations.reduce((n, c) => n + c.unread, 0);

// ---------------------------------------------------------------- the open conversation
export const selectThreadStatus = (t: T): ThreadStatus => (t.matches('ready') ? 'ready' : t.matches('failed') ? 'failed' : 'loading');
export const selectMessages = (t: T) => t.context.messages;
export const selectHasMore = (t: T) => t.context.hasMore;
export const selectIsLoadingEarlier = (t: T) => t.hasTag('loadingEarlier');
export const selectThreadError = (t: T) => t.context.threadError;
export const selectEarlierError = (t: T) => t.context.earlierError;
/** The composer's actor, while the messages are on screen. */
export const selectComposer = (t: T) => t.children.composer as ActorRefFrom<typeof chatComposerMachine> | undefined;

// ---------------------------------------------------------------- the composer
export const selectIsSending = (c: C) => c.hasTag('sending');
/**
 * The composer takes a new message, or an Edit, only when nothing else is under way: while a
 * message is sent, or one is edited or saved, it ignores both — so Send is disabled and Edit
 * hidden meanwhile rather than letting a press go nowhere.
 */
export const selectComposerFree = (c: C) => c.matches('idle');
export const selectSendError = (c: C) => c.context.sendError;
export const selectSentCount = (c: C) => c.context.sent;
/** The message being edited (its id), while the edit box is open or saving. */
export const selectEditingId = (c: C) => (c.matches('editing') || c.hasTag('savingEdit') ? c.context.editing?.messageId ?? null : null);
export const selectIsSavingEdit = (c: C) => c.hasTag('savingEdit');
export const selectEditError = (c: C) => c.context.editError;
