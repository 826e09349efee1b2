import type { AnyEventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { FORUM_LIST_STEPS, forumListMachine } from './forum-list.machine';

export const forumListPathModel = {
  name: 'forum-list (topics of a category, page by page)',
  machine: withInput(forumListMachine, { category: null }),
  events: [
    { type: 'forumList.category', categoryId: 3 },
    { type: 'forumList.next' },
    { type: 'forumList.previous' },
    { type: 'forumList.retry' },
    { type: 'forumList.reload' },
    { type: 'xstate.done.actor.loadTopics', output: { rows: [], nextCursor: 'c2' } },
    { type: 'xstate.error.actor.loadTopics', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: stateDescriptions(forumListMachine),
  actions: FORUM_LIST_STEPS,
};
