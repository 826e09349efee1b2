// An administrator reviews one publication (issue 12): open it from the Admin Center queue,
// start review, then request changes, accept or reject with a comment for the author. The
// server enforces the transitions; this chart offers only the ones the status allows and asks
// for the comment first. Effects (`loadPublication`, `review`) come from the screen's wiring.
import { assign, fromPromise, setup } from 'xstate';
import { canTransition, PUBLICATION_MESSAGES, type Publication, type ReviewAction } from '../../contracts';
import { errorText } from './publication-application.machine';

export interface PublicationReviewInput {
  publicationId: number;
}

export interface ReviewRequest {
  publicationId: number;
  action: ReviewAction;
  comment: string;
}

export type PublicationReviewEvent =
  | { type: 'review.comment'; comment: string }
  | { type: 'review.act'; action: ReviewAction }
  | { type: 'review.retry' }
  | { type: 'review.reload' };

export interface PublicationReviewContext {
  publicationId: number;
  publication: Publication | null;
  comment: string;
  /** The action running now (its button shows "…"). */
  acting: ReviewAction | null;
  problem: string | null;
  error: string | null;
}

/** The review actions the publication's status allows now. */
export const allowedReviewActions = (p: Publication | null): ReviewAction[] => {
  if (!p || !p.can_review) return [];
  return (['start-review', 'request-changes', 'accept', 'reject'] as const).filter((a) => canTransition(a, p.status));
};

export const publicationReviewMachine = setup({
  types: {
    input: {} as PublicationReviewInput,
    context: {} as PublicationReviewContext,
    events: {} as PublicationReviewEvent,
  },
  guards: {
    notAllowed: ({ context, event }) => event.type === 'review.act' && !allowedReviewActions(context.publication).includes(event.action),
    commentMissing: ({ context, event }) => event.type === 'review.act' && event.action !== 'start-review' && !context.comment.trim(),
  },
  actors: {
    loadPublication: fromPromise<Publication, { publicationId: number }>(async () => {
      throw new Error('loadPublication is not provided');
    }),
    review: fromPromise<Publication, ReviewRequest>(async () => {
      throw new Error('review is not provided');
    }),
  },
}).createMachine({
  id: 'publicationReview',
  context: ({ input }) => ({ publicationId: input.publicationId, publication: null, comment: '', acting: null, problem: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The submission loads: "Loading…" shows in the review panel.',
      tags: ['loading'],
      invoke: {
        id: 'loadPublication',
        src: 'loadPublication',
        input: ({ context }) => ({ publicationId: context.publicationId }),
        onDone: { target: 'ready', actions: assign({ publication: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      description: 'The submission could not be loaded: the reason shows with "Try again".',
      on: { 'review.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      description: 'The submission (abstract, authors, manuscript, timeline) with a comment box and the buttons its status allows: "Start review", or "Request changes", "Accept" and "Reject".',
      on: {
        'review.comment': { actions: assign({ comment: ({ event }) => event.comment, problem: null }) },
        'review.act': [
          { guard: 'notAllowed' },
          { guard: 'commentMissing', actions: assign({ problem: PUBLICATION_MESSAGES.commentRequired }) },
          { target: 'acting', actions: assign({ acting: ({ event }) => event.action, problem: null, error: null }) },
        ],
        'review.reload': 'loading',
      },
    },
    acting: {
      description: 'The pressed button shows "Saving…" and the review buttons are disabled.',
      tags: ['loading'],
      invoke: {
        id: 'review',
        src: 'review',
        input: ({ context }) => ({ publicationId: context.publicationId, action: context.acting!, comment: context.comment }),
        onDone: { target: 'ready', actions: assign({ publication: ({ event }) => event.output, comment: '', acting: null }) },
        onError: { target: 'ready', actions: assign({ acting: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

export const REVIEW_STEPS: Record<string, string> = {
  'review.comment': 'Type a comment for the author',
  'review.act': 'Press "Start review", "Request changes", "Accept" or "Reject"',
  'review.retry': 'Press "Try again"',
  'review.reload': 'Press "Refresh"',
  'xstate.done.actor.loadPublication': 'The submission arrives',
  'xstate.error.actor.loadPublication': 'Loading fails: the reason shows',
  'xstate.done.actor.review': 'The server records the decision and notifies the author',
  'xstate.error.actor.review': 'The server refuses (e.g. the status changed meanwhile): its message shows',
};
