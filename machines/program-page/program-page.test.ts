import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ProgramEnrolled, UnitProgress } from '../../contracts';
import { programPageMachine, type LoadedProgram } from './program-page.machine';
import {
  selectActionError, selectIsEnrolled, selectLoadError, selectPercent, selectProgram, selectProgress, selectResumeUnitId, selectSaveError,
} from './program-page.selectors';
import { PATH_COMPLETE_PROGRAM, PATH_ENROLMENT } from './program-page.paths';

interface Fakes {
  load?: () => Promise<LoadedProgram>;
  enrol?: () => Promise<ProgramEnrolled>;
  unenrol?: (i: { enrollmentId: number }) => Promise<void>;
  save?: (i: { enrollmentId: number; progress: UnitProgress }) => Promise<void>;
}

function start(f: Fakes = {}) {
  const save = vi.fn(f.save ?? (async () => {}));
  const unenrol = vi.fn(f.unenrol ?? (async (_i: { enrollmentId: number }) => {}));
  const actor = createActor(programPageMachine.provide({
    actors: {
      loadProgram: fromPromise(f.load ?? (async () => ({ program: PATH_COMPLETE_PROGRAM, enrolment: null }))),
      enrol: fromPromise(f.enrol ?? (async () => PATH_ENROLMENT)),
      unenrol: fromPromise(({ input }) => unenrol(input as never)),
      saveProgress: fromPromise(({ input }) => save(input)),
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
    const { actor } = start({ load: async () => ({ program: PATH_COMPLETE_PROGRAM, enrolment: { ...PATH_ENROLMENT, progress: { completed_unit_ids: [1], last_unit_id: 2, updated_at: null } } }) });
    const s = await waitFor(actor, (x) => x.matches({ ready: 'enrolled' }));
    expect(selectResumeUnitId(s)).toBe(2);
    expect(selectPercent(s)).toBe(50);
  });

  it('shows the load error and retries', async () => {
    let tries = 0;
    const { actor } = start({ load: async () => { tries += 1; if (tries === 1) throw new Error('Network Error'); return { program: PATH_COMPLETE_PROGRAM, enrolment: null }; } });
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
    await waitFor(actor, (x) => x.matches({ ready: { enrolled: 'idle' } }));
    actor.send({ type: 'unit.visited', unit_id: 1, at: 't1' });
    expect(saves).toHaveLength(1);
    actor.send({ type: 'unit.visited', unit_id: 2, completed_unit_id: 1, at: 't2' });
    actor.send({ type: 'unit.completed', unit_id: 2, at: 't3' });
    expect(saves).toHaveLength(1);
    release();
    await waitFor(actor, () => saves.length === 2);
    expect(saves[1]).toEqual({ completed_unit_ids: [1, 2], last_unit_id: 2, updated_at: 't3' });
    release();
    const idle = await waitFor(actor, (x) => x.matches({ ready: { enrolled: 'idle' } }));
    expect(selectPercent(idle)).toBe(100);
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

    const enrolled = start({ save: async () => { throw new Error('Network Error'); }, load: async () => ({ program: PATH_COMPLETE_PROGRAM, enrolment: PATH_ENROLMENT }) }).actor;
    await waitFor(enrolled, (x) => x.matches({ ready: 'enrolled' }));
    enrolled.send({ type: 'unit.visited', unit_id: 2 });
    const s = await waitFor(enrolled, (x) => x.matches({ ready: { enrolled: 'idle' } }) && x.context.saveError !== null);
    expect(selectSaveError(s)).toBe('Network Error');
    expect(selectResumeUnitId(s)).toBe(2);
    enrolled.send({ type: 'program.dismissError' });
    expect(selectSaveError(enrolled.getSnapshot())).toBeNull();
  });
});
