// Editing one's own forum post (issue 14): idle → editing → saving → saved | failed. The topic
// machine runs it as its child `postEdit` (one post at a time) and takes the saved post back
// through `announceSaved`; the server decides who may edit (someone else's post is a 403 with its text).
import { assign, fromPromise, setup } from 'xstate';
import { errorText, type ForumPost } from './forum.shared';

export type PostEditEvent =
  | { type: 'edit.start'; post: ForumPost }
  | { type: 'edit.change'; draft: string }
  /** "Save" with what the edit box holds. */
  | { type: 'edit.save'; draft: string }
  | { type: 'edit.retry' }
  | { type: 'edit.cancel' };

export interface PostEditContext {
  post: ForumPost | null;
  draft: string;
  problem: string | null;
  error: string | null;
}

export const POST_EDIT_TEXT = {
  empty: 'A post cannot be empty.',
  unchanged: 'Nothing changed.',
} as const;

export const postEditMachine = setup({
  types: {
    context: {} as PostEditContext,
    events: {} as PostEditEvent,
  },
  actors: {
    savePost: fromPromise<ForumPost, { postId: number; body: string }>(async () => {
      throw new Error('savePost is not provided');
    }),
  },
  actions: {
    /** Hands the saved post to whoever runs this machine (the topic machine sends it to itself). */
    announceSaved: (_, _post: ForumPost) => {},
    start: assign(({ event }) => (event.type === 'edit.start' ? { post: event.post, draft: event.post.body, problem: null, error: null } : {})),
    change: assign({ draft: ({ context, event }) => (event.type === 'edit.change' ? event.draft : context.draft), problem: null }),
  },
  guards: {
    empty: ({ event }) => event.type === 'edit.save' && event.draft.trim() === '',
    unchanged: ({ context, event }) => event.type === 'edit.save' && event.draft === context.post?.body,
  },
}).createMachine({
  id: 'postEdit',
  context: { post: null, draft: '', problem: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The posts are shown; your own posts offer "Edit".',
      on: { 'edit.start': { target: 'editing', actions: 'start' } },
    },
    editing: {
      description: 'Your post’s Markdown is in an edit box with "Save" and "Cancel".',
      on: {
        'edit.change': { actions: 'change' },
        'edit.save': [
          { guard: 'empty', actions: assign({ draft: ({ event }) => event.draft, problem: POST_EDIT_TEXT.empty }) },
          { guard: 'unchanged', target: 'idle', actions: assign({ post: null, draft: '' }) },
          { target: 'saving', actions: assign({ draft: ({ event }) => event.draft, problem: null, error: null }) },
        ],
        'edit.cancel': { target: 'idle', actions: assign({ post: null, draft: '', problem: null }) },
      },
    },
    saving: {
      description: 'The "Save" button shows "Saving…" and the edit box is disabled.',
      tags: ['busy'],
      invoke: {
        id: 'savePost',
        src: 'savePost',
        input: ({ context }) => ({ postId: context.post!.post_id, body: context.draft }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ post: ({ event }) => event.output, error: null }),
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    saved: {
      description: 'The post shows its new text with an "edited" mark and "Saved."',
      on: { 'edit.start': { target: 'editing', actions: 'start' } },
    },
    failed: {
      description: 'Saving failed: the server’s message is shown above your kept text, with "Try again" and "Cancel".',
      on: {
        'edit.retry': { target: 'saving', actions: assign({ error: null }) },
        'edit.change': { target: 'editing', actions: ['change', assign({ error: null })] },
        'edit.cancel': { target: 'idle', actions: assign({ post: null, draft: '', error: null }) },
      },
    },
  },
});

export const POST_EDIT_STEPS: Record<string, string> = {
  'edit.start': 'Press "Edit" on your own post',
  'edit.change': 'Change the text',
  'edit.save': 'Press "Save"',
  'edit.retry': 'Press "Try again"',
  'edit.cancel': 'Press "Cancel"',
  'xstate.done.actor.savePost': 'The server stores the new text',
  'xstate.error.actor.savePost': 'Saving fails (e.g. not your post, too long): the server’s message shows',
};
