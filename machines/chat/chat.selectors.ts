import type { SnapshotFrom } from 'xstate';
import type { chatMachine } from './chat.machine';

type S = SnapshotFrom<typeof chatMachine>;

export type ThreadStatus = 'none' | 'loading' | 'ready' | 'failed';

export const selectUserId = (s: S) => s.context.userId;
export const selectConversations = (s: S) => s.context.conversations;
export const selectIsLoadingList = (s: S) => s.hasTag('loading');
export const selectListError = (s: S) => (s.matches('failed') ? s.context.listError : null);
export const selectActiveId = (s: S) => s.context.activeId;
export const selectActiveConversation = (s: S) => s.context.conversations.find((c) => c.conversation_id === s.context.activeId) ?? null;
export const selectThreadStatus = (s: S): ThreadStatus => {
  if (s.matches({ ready: { thread: 'loading' } })) return 'loading';
  if (s.matches({ ready: { thread: 'ready' } })) return 'ready';
  if (s.matches({ ready: { thread: 'failed' } })) return 'failed';
  return 'none';
};
export const selectMessages = (s: S) => s.context.messages;
export const selectHasMore = (s: S) => s.context.hasMore;
export const selectIsLoadingEarlier = (s: S) => s.hasTag('loadingEarlier');
export const selectThreadError = (s: S) => s.context.threadError;
export const selectEarlierError = (s: S) => s.context.earlierError;
export const selectIsSending = (s: S) => s.hasTag('sending');
export const selectSendError = (s: S) => s.context.sendError;
export const selectSentCount = (s: S) => s.context.sent;
/** The message being edited (its id), while the edit box is open or saving. */
export const selectEditingId = (s: S) => (s.matches({ ready: { composer: 'editing' } }) || s.hasTag('savingEdit') ? s.context.editing?.messageId ?? null : null);
export const selectIsSavingEdit = (s: S) => s.hasTag('savingEdit');
export const selectEditError = (s: S) => s.context.editError;
/** Unread messages over all conversations. */
export const selectTotalUnread = (s: S) => s.context.conversations.reduce((n, c) => n + c.unread, 0);
