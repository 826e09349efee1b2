import type { SnapshotFrom } from 'xstate';
import type { forumTopicMachine } from './forum-topic.machine';
import type { mentionSuggestMachine } from './mention-suggest.machine';
import type { postEditMachine } from './post-edit.machine';

type Topic = SnapshotFrom<typeof forumTopicMachine>;
type Edit = SnapshotFrom<typeof postEditMachine>;
type Mentions = SnapshotFrom<typeof mentionSuggestMachine>;

export type ForumTopicView = 'loading' | 'failed' | 'missing' | 'hidden' | 'locked' | 'reading' | 'composing' | 'posting' | 'posted' | 'postFailed';

/** The one thing the topic screen shows now. */
export const selectTopicView = (s: Topic): ForumTopicView => {
  for (const v of ['loading', 'failed', 'missing', 'hidden', 'locked'] as const) if (s.matches(v)) return v;
  for (const v of ['reading', 'composing', 'posting', 'posted', 'postFailed'] as const) if (s.matches({ open: v })) return v;
  return 'loading';
};
export const selectTopic = (s: Topic) => s.context.topic;
export const selectPosts = (s: Topic) => s.context.posts;
export const selectTopicPage = (s: Topic) => s.context.page;
export const selectTopicPages = (s: Topic) => s.context.pages;
export const selectQuote = (s: Topic) => s.context.quote;
export const selectCanModerate = (s: Topic) => s.context.canModerate;
/** The follow state the topic was opened with (the Follow button keeps its own from there). */
export const selectFollow = (s: Topic) => s.context.follow;
export const selectLastRead = (s: Topic) => s.context.lastReadPostNumber;
export const selectUserId = (s: Topic) => s.context.userId;
export const selectDraft = (s: Topic) => s.context.draft;
export const selectRefusal = (s: Topic) => s.context.refusal;
export const selectTopicError = (s: Topic) => s.context.error;
export const selectAnnouncement = (s: Topic) => s.context.announcement;
export const selectUnseenReplies = (s: Topic) => s.context.unseenReplies;
export const selectTopicNotice = (s: Topic) => s.context.notice;
export const selectComposerOpen = (s: Topic) => s.matches({ open: 'composing' }) || s.matches({ open: 'posting' }) || s.matches({ open: 'postFailed' });
export const selectPosting = (s: Topic) => s.hasTag('busy');
export const selectCanReply = (s: Topic) => s.matches('open');
/**
 * Another page of posts is taken only while no reply is being written, posted or retried (the
 * machine ignores topic.page then, so the pager and "Show" are disabled rather than dead).
 */
export const selectCanChangePage = (s: Topic) => s.matches('locked') || s.matches({ open: 'reading' }) || s.matches({ open: 'posted' });
/** "Quote" is taken while reading or writing, not while a reply is posting or its failure is shown. */
export const selectCanQuote = (s: Topic) => s.matches({ open: 'reading' }) || s.matches({ open: 'composing' }) || s.matches({ open: 'posted' });
/** The post-edit child (one post at a time). */
export const selectPostEditRef = (s: Topic) => s.children.postEdit;

export const selectEditingPostId = (s: Edit) => (s.matches('editing') || s.matches('saving') || s.matches('failed') ? s.context.post?.post_id ?? null : null);
export const selectSavedPostId = (s: Edit) => (s.matches('saved') ? s.context.post?.post_id ?? null : null);
export const selectEditDraft = (s: Edit) => s.context.draft;
export const selectEditSaving = (s: Edit) => s.hasTag('busy');
export const selectEditProblem = (s: Edit) => s.context.problem ?? s.context.error;
export const selectEditFailed = (s: Edit) => s.matches('failed');
/** One post is edited at a time: "Edit" on the others is taken (and shown) only when no edit is open or saving. */
export const selectCanStartEdit = (s: Edit) => s.matches('idle') || s.matches('saved');

export const selectMentionOpen = (s: Mentions) => s.matches('open') || s.matches('empty') || s.matches('looking');
export const selectMentionLooking = (s: Mentions) => s.matches('looking');
export const selectMentionSuggestions = (s: Mentions) => (s.matches('open') ? s.context.suggestions : []);
export const selectMentionActive = (s: Mentions) => s.context.active;
export const selectMentionEmpty = (s: Mentions) => s.matches('empty');
/** The member Enter would pick, or null. */
export const selectMentionPick = (s: Mentions) => (s.matches('open') ? s.context.suggestions[s.context.active] ?? null : null);
