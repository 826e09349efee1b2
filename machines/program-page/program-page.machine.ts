// The program page (/lxp/program/:program_id): loads the complete program and the member's
// enrolment, enrols and unenrols (programs-enrolled), and saves unit progress — the units
// completed and the unit to resume at — into the enrolment as the learner moves. Saves are
// serialised: a visit during a save is kept and saved right after (the newest state wins).
import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_PROGRESS, readProgress, type CompleteProgram, type ProgramEnrolled, type UnitProgress } from '../../contracts';

export interface ProgramPageInput { programId: number }

export interface ProgramPageContext {
  programId: number;
  program: CompleteProgram | null;
  enrolment: ProgramEnrolled | null;
  progress: UnitProgress;
  /** A visit arrived while saving: save again when the current save ends. */
  dirty: boolean;
  error: string | null;
  saveError: string | null;
}

export type ProgramPageEvent =
  | { type: 'program.retry' }
  | { type: 'program.enrol' }
  | { type: 'program.unenrol' }
  | { type: 'program.dismissError' }
  /** The learner arrived at a unit; `completed_unit_id` is the unit they finished by moving on. */
  | { type: 'unit.visited'; unit_id: number; completed_unit_id?: number | null; at?: string }
  | { type: 'unit.completed'; unit_id: number; at?: string };

export interface LoadedProgram { program: CompleteProgram; enrolment: ProgramEnrolled | null }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function visit(progress: UnitProgress, unitId: number | null, completed: number | null | undefined, at: string | undefined): UnitProgress {
  const done = completed && !progress.completed_unit_ids.includes(completed) ? [...progress.completed_unit_ids, completed] : progress.completed_unit_ids;
  return { completed_unit_ids: done, last_unit_id: unitId ?? progress.last_unit_id, updated_at: at ?? new Date().toISOString() };
}

export const programPageMachine = setup({
  types: {
    input: {} as ProgramPageInput,
    context: {} as ProgramPageContext,
    events: {} as ProgramPageEvent,
  },
  actors: {
    /** GET /api/program/programs/{id}/complete and the member's enrolment (programs-enrolled getAll). */
    loadProgram: fromPromise<LoadedProgram, { programId: number }>(async () => { throw new Error('loadProgram is not provided'); }),
    /** POST createProgramEnrolled. */
    enrol: fromPromise<ProgramEnrolled, { programId: number }>(async () => { throw new Error('enrol is not provided'); }),
    /** DELETE deleteProgramEnrolled/{id}/{user_id}. */
    unenrol: fromPromise<void, { enrollmentId: number }>(async () => { throw new Error('unenrol is not provided'); }),
    /** PUT updateProgramEnrolled/{id} { progress }. */
    saveProgress: fromPromise<void, { enrollmentId: number; progress: UnitProgress }>(async () => { throw new Error('saveProgress is not provided'); }),
  },
  guards: {
    isEnrolled: ({ context }) => context.enrolment !== null,
    isDirty: ({ context }) => context.dirty,
  },
  actions: {
    recordVisit: assign(({ context, event }) => ({
      progress: event.type === 'unit.visited'
        ? visit(context.progress, event.unit_id, event.completed_unit_id, event.at)
        : event.type === 'unit.completed' ? visit(context.progress, null, event.unit_id, event.at) : context.progress,
    })),
  },
}).createMachine({
  id: 'programPage',
  context: ({ input }) => ({
    programId: input.programId, program: null, enrolment: null, progress: EMPTY_PROGRESS, dirty: false, error: null, saveError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProgram',
        input: ({ context }) => ({ programId: context.programId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            program: event.output.program, enrolment: event.output.enrolment,
            progress: readProgress(event.output.enrolment?.progress), error: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'program.retry': 'loading' } },
    ready: {
      initial: 'deciding',
      on: { 'program.dismissError': { actions: assign({ error: null, saveError: null }) } },
      states: {
        deciding: { always: [{ guard: 'isEnrolled', target: 'enrolled' }, { target: 'notEnrolled' }] },
        notEnrolled: { on: { 'program.enrol': 'enrolling' } },
        enrolling: {
          tags: ['loading'],
          invoke: {
            src: 'enrol',
            input: ({ context }) => ({ programId: context.programId }),
            onDone: { target: 'enrolled', actions: assign(({ event }) => ({ enrolment: event.output, progress: readProgress(event.output.progress), error: null })) },
            onError: { target: 'notEnrolled', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        enrolled: {
          initial: 'idle',
          on: { 'program.unenrol': '#programPage.ready.unenrolling' },
          states: {
            idle: { on: { 'unit.visited': { target: 'saving', actions: 'recordVisit' }, 'unit.completed': { target: 'saving', actions: 'recordVisit' } } },
            saving: {
              on: {
                'unit.visited': { actions: ['recordVisit', assign({ dirty: true })] },
                'unit.completed': { actions: ['recordVisit', assign({ dirty: true })] },
              },
              invoke: {
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
        unenrolling: {
          tags: ['loading'],
          invoke: {
            src: 'unenrol',
            input: ({ context }) => ({ enrollmentId: context.enrolment!.enrollment_id }),
            onDone: { target: 'notEnrolled', actions: assign({ enrolment: null, progress: EMPTY_PROGRESS, dirty: false, error: null }) },
            onError: { target: 'enrolled', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});
