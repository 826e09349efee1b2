// The program page (/lxp/program/:program_id and its unit player): loads the complete program,
// the member's enrolment and their latest quiz results; enrols and unenrols (programs-enrolled);
// answers quizzes; and saves unit progress — the units completed and the unit to resume at —
// into the enrolment as the learner moves. Saves are serialised: a visit during a save is kept
// and saved right after (the newest state wins).
//
// The completion rule lives here (decision 0053): unit-navigation reports the unit left behind
// by a forward move; it is recorded as completed only if its rule holds — a quiz only once an
// attempt passed its pass mark, every other unit by moving on (or "Mark complete" on the last).
import { assign, fromPromise, setup } from 'xstate';
import {
  completesByPassing, EMPTY_PROGRESS, readProgress,
  type CompleteProgram, type ProgramEnrolled, type QuizResult, type QuizSubmitResponse, type UnitProgress,
} from '../../contracts';

export interface ProgramPageInput { programId: number }

export interface ProgramPageContext {
  programId: number;
  program: CompleteProgram | null;
  enrolment: ProgramEnrolled | null;
  progress: UnitProgress;
  /** The latest quiz attempt per unit of this enrolment. */
  results: Record<number, QuizResult>;
  /** A visit arrived while saving: save again when the current save ends. */
  dirty: boolean;
  error: string | null;
  saveError: string | null;
  quizError: string | null;
}

export type ProgramPageEvent =
  | { type: 'program.retry' }
  | { type: 'program.enrol' }
  | { type: 'program.unenrol' }
  | { type: 'program.dismissError' }
  /** The learner arrived at a unit; `completed_unit_id` is the unit left behind by a forward move. */
  | { type: 'unit.visited'; unit_id: number; completed_unit_id?: number | null; at?: string }
  /** "Mark complete" on the last unit. */
  | { type: 'unit.completed'; unit_id: number; at?: string }
  | { type: 'quiz.submit'; unit_id: number; answers: (number | null)[] };

export interface LoadedProgram { program: CompleteProgram; enrolment: ProgramEnrolled | null; results: QuizResult[] }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

/** Whether a unit's completion rule holds: a quiz needs a passed attempt, other units only the learner's move. */
export function canComplete(context: Pick<ProgramPageContext, 'program' | 'results'>, unitId: number): boolean {
  const unit = context.program?.courses.flatMap((c) => c.modules.flatMap((m) => m.units)).find((u) => u.unit_id === unitId);
  if (!unit) return false;
  return !completesByPassing(unit.unit_type) || context.results[unitId]?.passed === true;
}

function record(context: ProgramPageContext, unitId: number | null, completed: number | null | undefined, at: string | undefined): UnitProgress {
  const { progress } = context;
  const done = completed && !progress.completed_unit_ids.includes(completed) && canComplete(context, completed)
    ? [...progress.completed_unit_ids, completed] : progress.completed_unit_ids;
  return { completed_unit_ids: done, last_unit_id: unitId ?? progress.last_unit_id, updated_at: at ?? new Date().toISOString() };
}

const byUnit = (results: QuizResult[]) => Object.fromEntries(results.map((r) => [r.unit_id, r]));

export const programPageMachine = setup({
  types: {
    input: {} as ProgramPageInput,
    context: {} as ProgramPageContext,
    events: {} as ProgramPageEvent,
  },
  actors: {
    /** GET /api/program/programs/{id}/complete, the member's enrolment and its latest quiz results. */
    loadProgram: fromPromise<LoadedProgram, { programId: number }>(async () => { throw new Error('loadProgram is not provided'); }),
    /** POST createProgramEnrolled. */
    enrol: fromPromise<ProgramEnrolled, { programId: number }>(async () => { throw new Error('enrol is not provided'); }),
    /** DELETE deleteProgramEnrolled/{id}/{user_id}. */
    unenrol: fromPromise<void, { enrollmentId: number }>(async () => { throw new Error('unenrol is not provided'); }),
    /** PUT updateProgramEnrolled/{id} { progress }. */
    saveProgress: fromPromise<void, { enrollmentId: number; progress: UnitProgress }>(async () => { throw new Error('saveProgress is not provided'); }),
    /** POST /api/learning/enrolments/{id}/units/{unit_id}/quiz: scored on the API host. */
    submitQuiz: fromPromise<QuizSubmitResponse, { enrollmentId: number; unitId: number; answers: (number | null)[] }>(async () => {
      throw new Error('submitQuiz is not provided');
    }),
  },
  guards: {
    isEnrolled: ({ context }) => context.enrolment !== null,
    isDirty: ({ context }) => context.dirty,
    isNotFound: ({ event }) => statusOf((event as { error?: unknown }).error) === 404,
    /** "Mark complete" counts only when the unit's rule holds (a quiz must be passed first). */
    completable: ({ context, event }) => event.type === 'unit.completed' && canComplete(context, event.unit_id),
  },
  actions: {
    recordVisit: assign(({ context, event }) => ({
      progress: event.type === 'unit.visited'
        ? record(context, event.unit_id, event.completed_unit_id, event.at)
        : event.type === 'unit.completed' ? record(context, null, event.unit_id, event.at) : context.progress,
    })),
    /** Where the learner is, for the next visit (SPEC §4 "modules" in browser storage). Supplied with .provide(). */
    rememberPlace: () => {},
  },
}).createMachine({
  id: 'programPage',
  context: ({ input }) => ({
    programId: input.programId, program: null, enrolment: null, progress: EMPTY_PROGRESS, results: {},
    dirty: false, error: null, saveError: null, quizError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The page shows "Loading program…".',
      tags: ['loading'],
      invoke: {
        id: 'loadProgram',
        src: 'loadProgram',
        input: ({ context }) => ({ programId: context.programId }),
        onDone: {
          target: 'ready',
          actions: [assign(({ event }) => ({
            program: event.output.program, enrolment: event.output.enrolment, results: byUnit(event.output.results),
            progress: readProgress(event.output.enrolment?.progress), error: null,
          })), 'rememberPlace'],
        },
        onError: [
          { guard: 'isNotFound', target: 'missing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    missing: { description: 'The page says "This program does not exist." with a link back to the catalogue, and no Try again.' },
    failed: {
      description: 'The page says the program could not be loaded, with the reason and a Try again button.',
      on: { 'program.retry': 'loading' },
    },
    ready: {
      initial: 'deciding',
      on: { 'program.dismissError': { actions: assign({ error: null, saveError: null, quizError: null }) } },
      states: {
        deciding: { always: [{ guard: 'isEnrolled', target: 'enrolled' }, { target: 'notEnrolled' }] },
        notEnrolled: {
          description: 'The outline of courses, modules and units with an Enrol button; a failed enrolment shows its reason.',
          on: { 'program.enrol': 'enrolling' },
        },
        enrolling: {
          description: 'The Enrol button reads "Enrolling…" and is disabled.',
          tags: ['loading'],
          invoke: {
            id: 'enrol',
        src: 'enrol',
            input: ({ context }) => ({ programId: context.programId }),
            onDone: {
              target: 'enrolled',
              actions: [assign(({ event }) => ({ enrolment: event.output, progress: readProgress(event.output.progress), results: {}, error: null })), 'rememberPlace'],
            },
            onError: { target: 'notEnrolled', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        enrolled: {
          type: 'parallel',
          on: { 'program.unenrol': '#programPage.ready.unenrolling' },
          states: {
            progress: {
              initial: 'idle',
              states: {
                idle: {
                  description: 'The outline shows ✓ per completed unit, the percent complete, Resume (or Start the first unit) and Unenrol.',
                  on: {
                    'unit.visited': { target: 'saving', actions: ['recordVisit', 'rememberPlace'] },
                    'unit.completed': { guard: 'completable', target: 'saving', actions: ['recordVisit', 'rememberPlace'] },
                  },
                },
                saving: {
                  description: 'The unit player shows "Saving progress…" after the unit’s facts.',
                  on: {
                    'unit.visited': { actions: ['recordVisit', 'rememberPlace', assign({ dirty: true })] },
                    'unit.completed': { guard: 'completable', actions: ['recordVisit', 'rememberPlace', assign({ dirty: true })] },
                  },
                  invoke: {
                    id: 'saveProgress',
        src: 'saveProgress',
                    input: ({ context }) => ({ enrollmentId: context.enrolment!.enrollment_id, progress: context.progress }),
                    onDone: [
                      { guard: 'isDirty', target: 'saving', reenter: true, actions: assign({ dirty: false, saveError: null }) },
                      { target: 'idle', actions: assign({ saveError: null }) },
                    ],
                    onError: { target: 'idle', actions: assign({ dirty: false, saveError: ({ event }) => errorText(event.error) }) },
                  },
                },
              },
            },
            quiz: {
              initial: 'idle',
              states: {
                idle: {
                  description: 'A quiz unit shows its questions and "Check answers" (or the last result: score, pass mark, passed or not, and Try again).',
                  on: { 'quiz.submit': { target: 'submitting', actions: assign({ quizError: null }) } },
                },
                submitting: {
                  description: 'The quiz’s button reads "Checking…" and is disabled.',
                  invoke: {
                    id: 'submitQuiz',
        src: 'submitQuiz',
                    input: ({ context, event }) => ({
                      enrollmentId: context.enrolment!.enrollment_id,
                      unitId: event.type === 'quiz.submit' ? event.unit_id : 0,
                      answers: event.type === 'quiz.submit' ? event.answers : [],
                    }),
                    onDone: {
                      target: 'idle',
                      actions: [assign(({ context, event }) => ({
                        results: { ...context.results, [event.output.result.unit_id]: event.output.result },
                        // The API host completed a passed quiz; keep our place and add what it completed.
                        progress: {
                          ...context.progress,
                          completed_unit_ids: [...new Set([...context.progress.completed_unit_ids, ...event.output.progress.completed_unit_ids])],
                        },
                      })), 'rememberPlace'],
                    },
                    onError: { target: 'idle', actions: assign({ quizError: ({ event }) => errorText(event.error) }) },
                  },
                },
              },
            },
          },
        },
        unenrolling: {
          description: 'The confirm button reads "Leaving…" and is disabled.',
          tags: ['loading'],
          invoke: {
            id: 'unenrol',
        src: 'unenrol',
            input: ({ context }) => ({ enrollmentId: context.enrolment!.enrollment_id }),
            onDone: { target: 'notEnrolled', actions: assign({ enrolment: null, progress: EMPTY_PROGRESS, results: {}, dirty: false, error: null }) },
            onError: { target: 'enrolled', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});
