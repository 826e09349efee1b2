// @mention suggestions in the forum composer (issue 14): the `@prefix` typed before the caret is
// looked up after a short pause; the list is a listbox moved with the arrows, Enter picks the
// active member, Escape closes it. The lookup (`suggest`) is supplied by the forum's wiring.
import { assign, fromPromise, setup } from 'xstate';
import type { ForumMember } from '../../contracts';

export type MentionSuggestion = ForumMember;

export type MentionSuggestEvent =
  /** What the composer has before the caret after `@` (null: no mention is being typed). */
  | { type: 'mention.query'; query: string | null }
  /** Arrow down (+1) or up (-1); wraps around. */
  | { type: 'mention.move'; delta: number }
  /** Hover or click makes a suggestion the active one. */
  | { type: 'mention.highlight'; index: number }
  | { type: 'mention.close' };

export interface MentionSuggestContext {
  query: string;
  suggestions: MentionSuggestion[];
  active: number;
}

export const MENTION_DEBOUNCE_MS = 150;

export const mentionSuggestMachine = setup({
  types: {
    context: {} as MentionSuggestContext,
    events: {} as MentionSuggestEvent,
  },
  actors: {
    suggest: fromPromise<MentionSuggestion[], { query: string }>(async () => {
      throw new Error('suggest is not provided');
    }),
  },
  delays: { mentionDebounce: MENTION_DEBOUNCE_MS },
  guards: {
    typing: ({ event }) => event.type === 'mention.query' && event.query !== null,
    found: (_, rows: MentionSuggestion[]) => rows.length > 0,
  },
  actions: {
    setQuery: assign({ query: ({ context, event }) => (event.type === 'mention.query' ? event.query ?? '' : context.query) }),
    clear: assign({ query: '', suggestions: [], active: 0 }),
    move: assign({
      active: ({ context, event }) => {
        if (event.type !== 'mention.move' || context.suggestions.length === 0) return context.active;
        const n = context.suggestions.length;
        return (((context.active + event.delta) % n) + n) % n;
      },
    }),
    highlight: assign({
      active: ({ context, event }) => (event.type === 'mention.highlight' && event.index >= 0 && event.index < context.suggestions.length ? event.index : context.active),
    }),
  },
}).createMachine({
  id: 'mentionSuggest',
  context: { query: '', suggestions: [], active: 0 },
  initial: 'closed',
  on: {
    'mention.close': { target: '.closed', actions: 'clear' },
  },
  states: {
    closed: {
      description: 'No suggestion list is shown under the reply box.',
      on: {
        'mention.query': { guard: 'typing', target: 'waiting', actions: 'setQuery' },
      },
    },
    waiting: {
      description: 'You are typing a name after @; the list waits a moment before looking it up.',
      on: {
        'mention.query': [
          { guard: 'typing', target: 'waiting', reenter: true, actions: 'setQuery' },
          { target: 'closed', actions: 'clear' },
        ],
      },
      after: { mentionDebounce: 'looking' },
    },
    looking: {
      description: 'The list shows "Looking for members…".',
      tags: ['loading'],
      invoke: {
        id: 'suggest',
        src: 'suggest',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          { guard: { type: 'found', params: ({ event }) => event.output }, target: 'open', actions: assign({ suggestions: ({ event }) => event.output, active: 0 }) },
          { target: 'empty', actions: assign({ suggestions: [], active: 0 }) },
        ],
        // Suggestions are a help, not a step: a failed lookup closes the list and typing goes on.
        onError: { target: 'closed', actions: 'clear' },
      },
      on: {
        'mention.query': [
          { guard: 'typing', target: 'waiting', actions: 'setQuery' },
          { target: 'closed', actions: 'clear' },
        ],
      },
    },
    open: {
      description: 'A list of matching members is shown under the reply box; the arrows move the highlight, Enter picks, Escape closes.',
      on: {
        'mention.move': { actions: 'move' },
        'mention.highlight': { actions: 'highlight' },
        'mention.query': [
          { guard: 'typing', target: 'waiting', actions: 'setQuery' },
          { target: 'closed', actions: 'clear' },
        ],
      },
    },
    empty: {
      description: 'The list says "No member matches" under the reply box.',
      on: {
        'mention.query': [
          { guard: 'typing', target: 'waiting', actions: 'setQuery' },
          { target: 'closed', actions: 'clear' },
        ],
      },
    },
  },
});

export const MENTION_SUGGEST_STEPS: Record<string, string> = {
  'mention.query': 'Type @ and the start of a name in the reply box',
  'mention.move': 'Press the down or up arrow',
  'mention.highlight': 'Point at a suggestion',
  'mention.close': 'Press Escape (or pick a member with Enter)',
  'xstate.after.mentionDebounce.mentionSuggest.waiting': 'Stop typing for a moment',
  'xstate.done.actor.suggest': 'The matching members arrive',
  'xstate.error.actor.suggest': 'The lookup fails',
};
