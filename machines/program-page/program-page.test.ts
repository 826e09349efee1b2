import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ProgramEnrolled, QuizSubmitResponse, UnitProgress } from '../../contracts';
import { programPageMachine, type LoadedProgram } from './program-page.machine';
import {
  selectActionError, selectCanComplete, selectIsEnrolled, selectIsMissing, selectLoadError, selectPercent, selectProgram, selectProgress,
  selectQuizError, selectQuizResults, selectResumeUnitId, selectSaveError,
} from './program-page.selectors';
import { PATH_COMPLETE_PROGRAM, PATH_ENROLMENT, PATH_PASSED } from './program-page.paths';

interface Fakes {
  load?: () => Promise<LoadedProgram>;
  enrol?: () => Promise<ProgramEnrolled>;
  unenrol?: (i: { enrollmentId: number }) => Promise<void>;
  save?: (i: { enrollmentId: number; progress: UnitProgress }) => Promise<void>;
  quiz?: (i: { enrollmentId: number; unitId: number; answers: (number | null)[] }) => Promise<QuizSubmitResponse>;
}

function start(f: Fakes = {}) {
  const save = vi.fn(f.save ?? (async () => {}));
  const unenrol = vi.fn(f.unenrol ?? (async (_i: { enrollmentId: number }) => {}));
  const actor = createActor(programPageMachine.provide({
    actors: {
      loadProgram: fromPromise(f.load ?? (async () => ({ program: PATH_COMPLETE_PROGRAM, enrolment: null, results: [] }))),
      enrol: fromPromise(f.enrol ?? (async () => PATH_ENROLMENT)),
      unenrol: fromPromise(({ input }) => unenrol(input as never)),
      saveProgress: fromPromise(({ input }) => save(input)),
      submitQuiz: fromPromise(({ input }) => (f.quiz ?? (async () => { throw new Error('no quiz'); }))(input)),
    },
  }), { input: { programId: 7 } }).start();
  return { actor, save, unenrol };
}

describe('programPageMachine', () => {
  it('loads the program and offers enrolment when not enrolled', async () => {
    const { actor } = start();
    const s = await waitFor(actor, (x) => x.matches({ ready: 'notEnrolled' }));
    expect(selectProgram(s)?.program_name).toBe('Lab');
    expect(selectIsEnrolled(s)).toBe(false);
    expect(selectPercent(s)).toBe(0);
  });

  it('restores saved progress from the enrolment (resume unit, percent)', async () => {
    const { actor } = start({ load: async () => ({ program: PATH_COMPLETE_PROGRAM, enrolment: { ...PATH_ENROLMENT, progress: { completed_unit_ids: [1], last_unit_id: 2, updated_at: null } }, results: [] }) });
    const s = await waitFor(actor, (x) => x.matches({ ready: 'enrolled' }));
    expect(selectResumeUnitId(s)).toBe(2);
    expect(selectPercent(s)).toBe(33);
  });

  it('shows the load error and retries', async () => {
    let tries = 0;
    const { actor } = start({ load: async () => { tries += 1; if (tries === 1) throw new Error('Network Error'); return { program: PATH_COMPLETE_PROGRAM, enrolment: null, results: [] }; } });
    const failed = await waitFor(actor, (x) => x.matches('failed'));
    expect(selectLoadError(failed)).toBe('Network Error');
    actor.send({ type: 'program.retry' });
    await waitFor(actor, (x) => x.matches('ready'));
  });

  it('enrols, saves each visit (serialised, newest wins), and unenrols', async () => {
    const saves: UnitProgress[] = [];
    let release!: () => void;
    const { actor, unenrol } = start({ save: ({ progress }) => { saves.push(progress); return new Promise<void>((r) => { release = r; }); } });
    await waitFor(actor, (x) => x.matches({ ready: 'notEnrolled' }));
    actor.send({ type: 'program.enrol' });
    await waitFor(actor, (x) => x.matches({ ready: { enrolled: { progress: 'idle' } } }));
    actor.send({ type: 'unit.visited', unit_id: 1, at: 't1' });
    expect(saves).toHaveLength(1);
    actor.send({ type: 'unit.visited', unit_id: 2, completed_unit_id: 1, at: 't2' });
    actor.send({ type: 'unit.visited', unit_id: 3, completed_unit_id: 2, at: 't3' }); // the quiz is not passed: not completed
    actor.send({ type: 'unit.completed', unit_id: 3, at: 't4' });
    expect(saves).toHaveLength(1);
    release();
    await waitFor(actor, () => saves.length === 2);
    expect(saves[1]).toEqual({ completed_unit_ids: [1, 3], last_unit_id: 3, updated_at: 't4' });
    release();
    const idle = await waitFor(actor, (x) => x.matches({ ready: { enrolled: { progress: 'idle' } } }));
    expect(selectPercent(idle)).toBe(67);
    actor.send({ type: 'program.unenrol' });
    const left = await waitFor(actor, (x) => x.matches({ ready: 'notEnrolled' }));
    expect(unenrol).toHaveBeenCalledWith({ enrollmentId: 3 });
    expect(selectProgress(left)).toEqual({ completed_unit_ids: [], last_unit_id: null, updated_at: null });
  });

  it('keeps progress locally and reports a failed save; a failed enrolment shows its reason', async () => {
    const { actor } = start({ save: async () => { throw new Error('Network Error'); }, enrol: async () => { throw new Error('This program is not open for enrolment.'); } });
    await waitFor(actor, (x) => x.matches({ ready: 'notEnrolled' }));
    actor.send({ type: 'program.enrol' });
    const refused = await waitFor(actor, (x) => x.matches({ ready: 'notEnrolled' }) && x.context.error !== null);
    expect(selectActionError(refused)).toBe('This program is not open for enrolment.');
    actor.send({ type: 'unit.visited', unit_id: 2 });
    expect(selectResumeUnitId(actor.getSnapshot())).toBeNull(); // not enrolled: nothing recorded

    const enrolled = start({ save: async () => { throw new Error('Network Error'); }, load: async () => ({ program: PATH_COMPLETE_PROGRAM, enrolment: PATH_ENROLMENT, results: [] }) }).actor;
    await waitFor(enrolled, (x) => x.matches({ ready: 'enrolled' }));
    enrolled.send({ type: 'unit.visited', unit_id: 2 });
    const s = await waitFor(enrolled, (x) => x.matches({ ready: { enrolled: { progress: 'idle' } } }) && x.context.saveError !== null);
    expect(selectSaveError(s)).toBe('Network Error');
    expect(selectResumeUnitId(s)).toBe(2);
    enrolled.send({ type: 'program.dismissError' });
    expect(selectSaveError(enrolled.getSnapshot())).toBeNull();
  });

  it('a 404 is a missing program, not a failure to retry', async () => {
    const { actor } = start({ load: async () => { throw Object.assign(new Error('This program does not exist.'), { statusCode: 404 }); } });
    const s = await waitFor(actor, (x) => x.matches('missing'));
    expect(selectIsMissing(s)).toBe(true);
    expect(selectLoadError(s)).toBeNull();
    actor.send({ type: 'program.retry' });
    expect(actor.getSnapshot().matches('missing')).toBe(true);
  });

  it('a quiz completes only when passed: a wrong answer leaves it open, moving on does not complete it, a pass does', async () => {
    const saves: UnitProgress[] = [];
    const failed = { ...PATH_PASSED, result_id: 2, answers: [0], correct_count: 0, score_percent: 0, passed: false };
    const answers: (number | null)[][] = [];
    const { actor } = start({
      load: async () => ({ program: PATH_COMPLETE_PROGRAM, enrolment: PATH_ENROLMENT, results: [] }),
      save: async ({ progress }) => { saves.push(progress); },
      quiz: async ({ answers: a }) => {
        answers.push(a);
        return a[0] === 1 ? { result: PATH_PASSED, progress: { completed_unit_ids: [2], last_unit_id: null, updated_at: null } }
          : { result: failed, progress: { completed_unit_ids: [], last_unit_id: null, updated_at: null } };
      },
    });
    await waitFor(actor, (x) => x.matches({ ready: 'enrolled' }));
    expect(selectCanComplete(2)(actor.getSnapshot())).toBe(false);
    expect(selectCanComplete(1)(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'quiz.submit', unit_id: 2, answers: [0] });
    let s = await waitFor(actor, (x) => x.matches({ ready: { enrolled: { quiz: 'idle' } } }) && selectQuizResults(x)[2] !== undefined);
    expect(selectQuizResults(s)[2]?.passed).toBe(false);
    expect(selectProgress(s).completed_unit_ids).toEqual([]);
    actor.send({ type: 'unit.visited', unit_id: 3, completed_unit_id: 2 });
    await waitFor(actor, (x) => x.matches({ ready: { enrolled: { progress: 'idle' } } }));
    expect(saves.at(-1)?.completed_unit_ids).toEqual([]);

    actor.send({ type: 'quiz.submit', unit_id: 2, answers: [1] });
    s = await waitFor(actor, (x) => selectQuizResults(x)[2]?.passed === true);
    expect(selectProgress(s).completed_unit_ids).toEqual([2]);
    expect(selectProgress(s).last_unit_id).toBe(3); // the server's answer does not move the learner
    expect(selectCanComplete(2)(s)).toBe(true);
    expect(answers).toEqual([[0], [1]]);
  });

  it('restores quiz results with the program, and shows a failed check', async () => {
    const { actor } = start({
      load: async () => ({ program: PATH_COMPLETE_PROGRAM, enrolment: PATH_ENROLMENT, results: [PATH_PASSED] }),
      quiz: async () => { throw new Error('Send one answer per question (1).'); },
    });
    const s = await waitFor(actor, (x) => x.matches({ ready: 'enrolled' }));
    expect(selectCanComplete(2)(s)).toBe(true);
    actor.send({ type: 'quiz.submit', unit_id: 2, answers: [] });
    const e = await waitFor(actor, (x) => selectQuizError(x) !== null);
    expect(selectQuizError(e)).toBe('Send one answer per question (1).');
  });
});
