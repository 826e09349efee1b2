import { createActor, createMachine, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ReadinessProgress } from '../../contracts';
import { completePhase, readinessJourneyMachine, reopenPhase, type LoadedJourney } from './readiness-journey.machine';
import { selectJourneyLoading, selectJourneySaveError, selectJourneySaving, selectReadiness } from './readiness-journey.selectors';

const fresh: ReadinessProgress = { active_phase: 'awakening', completed_phases: [], notes: {} };
const settle = () => new Promise((r) => setTimeout(r, 0));

function start(load: () => Promise<LoadedJourney>, save: (r: ReadinessProgress) => Promise<void> = async () => {}) {
  const saved: ReadinessProgress[] = [];
  // Stands in for the app's auth actor: records the phases it is told.
  const told: string[] = [];
  const auth = createActor(createMachine({
    on: { 'auth.phaseChanged': { actions: ({ event }) => { told.push((event as unknown as { phase: string }).phase); } } },
  })).start();
  const actor = createActor(readinessJourneyMachine.provide({
    actors: {
      loadJourney: fromPromise(load),
      saveJourney: fromPromise(({ input }) => { saved.push(input); return save(input); }),
    },
  }), { input: { auth } }).start();
  return { actor, saved, told };
}

describe('readiness journey phases', () => {
  it('completing a phase moves to the first phase not yet done; reopening makes it current again', () => {
    const one = completePhase(fresh, 'awakening');
    expect(one).toEqual({ active_phase: 'grounding', completed_phases: ['awakening'], notes: {} });
    expect(completePhase(one, 'building')).toMatchObject({ active_phase: 'grounding', completed_phases: ['awakening', 'building'] });
    expect(reopenPhase(one, 'awakening')).toEqual(fresh);
    const all = (['awakening', 'grounding', 'building', 'growing', 'thriving'] as const).reduce(completePhase, fresh);
    expect(all.active_phase).toBe('thriving');
  });
});

describe('readinessJourneyMachine', () => {
  it('tells the auth actor the current phase once loaded and when a saved change moves it, not when a save fails', async () => {
    let fail = false;
    const { actor, told } = start(async () => ({ readiness: { ...fresh, active_phase: 'grounding', completed_phases: ['awakening'] }, modules: [] }), async () => {
      if (fail) throw new Error('Network Error');
    });
    await settle();
    expect(told).toEqual(['grounding']);
    actor.send({ type: 'journey.complete', phase: 'grounding' });
    expect(told).toEqual(['grounding']);
    await settle();
    expect(told).toEqual(['grounding', 'building']);
    fail = true;
    actor.send({ type: 'journey.complete', phase: 'building' });
    await settle();
    expect(selectReadiness(actor.getSnapshot())?.active_phase).toBe('building');
    expect(told).toEqual(['grounding', 'building']);
  });

  it('loads the journey and the phase modules', async () => {
    const { actor } = start(async () => ({ readiness: fresh, modules: [] }));
    expect(selectJourneyLoading(actor.getSnapshot())).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(selectReadiness(actor.getSnapshot())).toEqual(fresh);
  });

  it('shows a phase done at once and saves it', async () => {
    let finish!: () => void;
    const { actor, saved } = start(async () => ({ readiness: fresh, modules: [] }), () => new Promise<void>((r) => { finish = r; }));
    await settle();
    actor.send({ type: 'journey.complete', phase: 'awakening' });
    expect(selectJourneySaving(actor.getSnapshot())).toBe(true);
    expect(selectReadiness(actor.getSnapshot())?.active_phase).toBe('grounding');
    expect(saved).toEqual([{ active_phase: 'grounding', completed_phases: ['awakening'], notes: {} }]);
    actor.send({ type: 'journey.reopen', phase: 'awakening' });
    expect(saved).toHaveLength(1);
    finish();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(selectReadiness(actor.getSnapshot())?.completed_phases).toEqual(['awakening']);
  });

  it('puts the journey back and keeps the reason when a save fails', async () => {
    const { actor } = start(async () => ({ readiness: fresh, modules: [] }), async () => { throw new Error('Network Error'); });
    await settle();
    actor.send({ type: 'journey.complete', phase: 'awakening' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(selectReadiness(actor.getSnapshot())).toEqual(fresh);
    expect(selectJourneySaveError(actor.getSnapshot())).toBe('Network Error');
  });

  it('fails to load with a reason, and retries', async () => {
    const load = vi.fn<() => Promise<LoadedJourney>>().mockRejectedValueOnce(new Error('Request failed with status code 500'))
      .mockResolvedValueOnce({ readiness: fresh, modules: [] });
    const { actor } = start(load);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Request failed with status code 500');
    actor.send({ type: 'journey.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
