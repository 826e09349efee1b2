import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { wellbeingScore, type WellbeingCheck, type WellbeingOverview } from '../../contracts';
import { wellbeingOverviewMachine } from './wellbeing-overview.machine';
import { selectCheckError, selectLatestCheck, selectOverview, selectOverviewError } from './wellbeing-overview.selectors';

const OLD: WellbeingCheck = { check_id: 1, answers: [3, 3, 3, 3, 3], score: 50, band: 'steady', created_at: '2026-01-01T00:00:00.000Z' };
const OVERVIEW: WellbeingOverview = { phases: [], learning: { programs_enrolled: 1, programs_completed: 0, assessments_completed: 0, scores: [] }, checks: [OLD] };

describe('wellbeing score', () => {
  it('maps five answers 1–5 onto 0–100 with bands', () => {
    expect(wellbeingScore([1, 1, 1, 1, 1])).toEqual({ score: 0, band: 'stretched' });
    expect(wellbeingScore([5, 5, 5, 5, 5])).toEqual({ score: 100, band: 'thriving' });
    expect(wellbeingScore([3, 3, 3, 3, 3])).toEqual({ score: 50, band: 'steady' });
    expect(wellbeingScore([4, 4, 4, 4, 3]).band).toBe('thriving');
  });
});

describe('wellbeingOverviewMachine', () => {
  it('takes a self-check: incomplete answers are refused, a saved result tops the history', async () => {
    const sent: number[][] = [];
    const actor = createActor(wellbeingOverviewMachine.provide({
      actors: {
        loadOverview: fromPromise<WellbeingOverview, void>(async () => OVERVIEW),
        saveCheck: fromPromise<WellbeingCheck, number[]>(async ({ input }) => { sent.push(input); return { ...OLD, check_id: 2, answers: input, ...wellbeingScore(input) }; }),
      },
    })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'check.start' });
    actor.send({ type: 'check.submit', answers: [4, 4] });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(selectCheckError(actor.getSnapshot())).toBe('Answer all 5 statements with a number from 1 to 5.');
    actor.send({ type: 'check.submit', answers: [5, 4, 5, 4, 5] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toEqual([[5, 4, 5, 4, 5]]);
    expect(selectLatestCheck(actor.getSnapshot())).toMatchObject({ score: 90, band: 'thriving' });
    expect(selectOverview(actor.getSnapshot())!.checks.map((c) => c.check_id)).toEqual([2, 1]);
  });

  it('keeps the answers with the reason when saving fails; a failed load says so', async () => {
    const actor = createActor(wellbeingOverviewMachine.provide({
      actors: {
        loadOverview: fromPromise<WellbeingOverview, void>(async () => OVERVIEW),
        saveCheck: fromPromise<WellbeingCheck, number[]>(async () => { throw new Error('Network Error'); }),
      },
    })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'check.start' });
    actor.send({ type: 'check.submit', answers: [1, 2, 3, 4, 5] });
    await waitFor(actor, (s) => s.matches('checking'));
    expect(selectCheckError(actor.getSnapshot())).toBe('Network Error');
    const broken = createActor(wellbeingOverviewMachine.provide({ actors: { loadOverview: fromPromise<WellbeingOverview, void>(async () => { throw new Error(''); }) } })).start();
    await waitFor(broken, (s) => s.matches('failed'));
    expect(selectOverviewError(broken.getSnapshot())).toBe('Your overview could not be loaded.');
  });
});
