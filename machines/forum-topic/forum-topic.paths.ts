import type { AnyEventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { loaded, post, ROHAN, TOPIC } from './forum-topic.fixtures';
import { forumTopicAnswerStep, forumTopicMachine, FORUM_TOPIC_STEPS } from './forum-topic.machine';
import { MENTION_SUGGEST_STEPS, mentionSuggestMachine } from './mention-suggest.machine';
import { POST_EDIT_STEPS, postEditMachine } from './post-edit.machine';

/** Maya (user 2) opens a topic of two pages: every answer, reply, quote, lock, unlock, hide. */
export const forumTopicPathModel = {
  name: 'forum-topic (a member reads and replies)',
  machine: withInput(forumTopicMachine, { topicId: 12, userId: 2 }),
  events: [
    { type: 'xstate.done.actor.loadTopic', output: loaded({ pages: 2 }) },
    { type: 'xstate.done.actor.loadTopic', output: loaded({ canReply: false, topic: { ...TOPIC, locked: true } }) },
    { type: 'xstate.done.actor.loadTopic', output: { outcome: 'missing', message: 'Topic not found.' } },
    { type: 'xstate.error.actor.loadTopic', error: new Error('Network Error') },
    { type: 'topic.retry' },
    { type: 'topic.page', page: 2 },
    { type: 'topic.reply' },
    { type: 'topic.quote', postId: 102 },
    { type: 'topic.edit', draft: 'Thanks @rohan' },
    { type: 'topic.submit', draft: 'Thanks @rohan' },
    { type: 'topic.cancel' },
    { type: 'xstate.done.actor.postReply', output: { outcome: 'posted', post: post(3), topic: TOPIC, notices: [] } },
    { type: 'xstate.done.actor.postReply', output: { outcome: 'locked', message: 'This topic is locked: no new replies can be posted.' } },
    { type: 'xstate.error.actor.postReply', error: new Error('You are posting too fast: at most 6 posts a minute. Wait a moment and try again.') },
    { type: 'topic.changed', topic: { ...TOPIC, locked: true } },
    { type: 'topic.changed', topic: TOPIC },
    { type: 'topic.changed', topic: { ...TOPIC, hidden: true } },
    { type: 'topic.replyArrived', post: post(4, ROHAN) },
  ] as AnyEventObject[],
  screens: stateDescriptions(forumTopicMachine),
  actions: FORUM_TOPIC_STEPS,
  step: forumTopicAnswerStep,
};

/** Editing one's own post. */
export const postEditPathModel = {
  name: 'forum-topic: edit your own post',
  machine: postEditMachine,
  events: [
    { type: 'edit.start', post: post(3) },
    { type: 'edit.change', draft: 'Post 3, corrected' },
    { type: 'edit.save', draft: 'Post 3, corrected' },
    { type: 'edit.save', draft: 'Post 3 by @maya' },
    { type: 'edit.retry' },
    { type: 'edit.cancel' },
    { type: 'xstate.done.actor.savePost', output: post(3, undefined, { body: 'Post 3, corrected', edited_at: '2026-11-21T11:00:00Z' }) },
    { type: 'xstate.error.actor.savePost', error: new Error('You can only edit your own posts.') },
  ] as AnyEventObject[],
  screens: stateDescriptions(postEditMachine),
  actions: POST_EDIT_STEPS,
};

/** @mention suggestions in the reply box. */
export const mentionSuggestPathModel = {
  name: 'forum-topic: @mention suggestions',
  machine: mentionSuggestMachine,
  events: [
    { type: 'mention.query', query: 'ro' },
    { type: 'mention.query', query: null },
    { type: 'mention.move', delta: 1 },
    { type: 'mention.close' },
    { type: 'xstate.after.mentionDebounce.mentionSuggest.waiting' },
    { type: 'xstate.done.actor.suggest', output: [{ user_id: 3, username: 'rohan', display_name: 'Rohan Mehta', profile_image: null }] },
    { type: 'xstate.done.actor.suggest', output: [] },
    { type: 'xstate.error.actor.suggest', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: stateDescriptions(mentionSuggestMachine),
  actions: MENTION_SUGGEST_STEPS,
  step: (event: AnyEventObject) => (event.type === 'xstate.done.actor.suggest'
    ? ((event.output as unknown[]).length ? 'Matching members arrive' : 'No member matches') : undefined),
};

export const forumTopicPathModels = [forumTopicPathModel, postEditPathModel, mentionSuggestPathModel];
