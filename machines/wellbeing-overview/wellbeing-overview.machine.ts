// UpMyMind overview (/upmymind/overview; issue 15, decision 0046): loads the member's phases,
// learning figures and self-check history; "Take the self-check" opens five statements; the
// result is saved on the server and joins the history at the top.
import { assign, fromPromise, setup } from 'xstate';
import { WELLBEING_MESSAGES, WELLBEING_QUESTIONS, type WellbeingCheck, type WellbeingOverview } from '../../contracts';

export type WellbeingEvent =
  | { type: 'check.start' }
  | { type: 'check.submit'; answers: number[] }
  | { type: 'check.cancel' }
  | { type: 'overview.retry' };

export interface WellbeingContext {
  overview: WellbeingOverview | null;
  error: string | null;
  checkError: string | null;
  /** The result just taken (shown with its advice). */
  latest: WellbeingCheck | null;
  answers: number[];
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export const wellbeingOverviewMachine = setup({
  types: { context: {} as WellbeingContext, events: {} as WellbeingEvent },
  actors: {
    loadOverview: fromPromise<WellbeingOverview, void>(async () => {
      throw new Error('loadOverview is not provided');
    }),
    saveCheck: fromPromise<WellbeingCheck, number[]>(async () => {
      throw new Error('saveCheck is not provided');
    }),
  },
  guards: {
    allAnswered: ({ event }) => event.type === 'check.submit' && event.answers.length === WELLBEING_QUESTIONS.length
      && event.answers.every((a) => Number.isInteger(a) && a >= 1 && a <= 5),
  },
}).createMachine({
  id: 'wellbeingOverview',
  context: { overview: null, error: null, checkError: null, latest: null, answers: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'The overview shows a loading message.',
      tags: ['loading'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, WELLBEING_MESSAGES.failed) }) },
      },
    },
    failed: {
      description: 'The overview says it could not be loaded, with a Try again button.',
      on: { 'overview.retry': 'loading' },
    },
    ready: {
      description: 'The overview shows the five phases with your place in the journey, your learning figures, your self-check results over time and "Take the self-check".',
      on: { 'check.start': { target: 'checking', actions: assign({ checkError: null }) } },
    },
    checking: {
      description: 'The self-check shows five statements, each answered Never to Always, with Save result and Cancel.',
      on: {
        'check.submit': [
          { guard: 'allAnswered', target: 'savingCheck', actions: assign({ answers: ({ event }) => event.answers, checkError: null }) },
          { actions: assign({ checkError: WELLBEING_MESSAGES.answers }) },
        ],
        'check.cancel': 'ready',
      },
    },
    savingCheck: {
      description: 'The self-check’s Save button is busy while the result is saved.',
      tags: ['saving'],
      invoke: {
        id: 'saveCheck',
        src: 'saveCheck',
        input: ({ context }) => context.answers,
        onDone: {
          target: 'ready',
          actions: assign({
            latest: ({ event }) => event.output,
            overview: ({ context, event }) => (context.overview ? { ...context.overview, checks: [event.output, ...context.overview.checks].slice(0, 12) } : null),
          }),
        },
        onError: { target: 'checking', actions: assign({ checkError: ({ event }) => errorText(event.error, 'Your result could not be saved.') }) },
      },
    },
  },
});
