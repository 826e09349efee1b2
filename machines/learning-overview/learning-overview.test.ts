import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Program, ProgramEnrolled } from '../../contracts';
import { learningOverviewMachine, type LearningOverview, selectCategories, selectEnrolments, selectOverviewFailed, selectOverviewPrograms } from './learning-overview.machine';

const program = (id: number, category: string) => ({ program_id: id, program_name: `P${id}`, program_category: category } as Program);

describe('learningOverviewMachine', () => {
  it('loads programs and enrolments once; categories are lower case, distinct and sorted', async () => {
    const actor = createActor(learningOverviewMachine.provide({
      actors: { loadOverview: fromPromise(async (): Promise<LearningOverview> => ({ programs: [program(1, 'Product'), program(2, 'investment'), program(3, 'product')], enrolments: [{ program_id: 2 } as ProgramEnrolled] })) },
    })).start();
    expect(selectOverviewPrograms(actor.getSnapshot())).toBeNull();
    const s = await waitFor(actor, (x) => x.matches('ready'));
    expect(selectCategories(s)).toEqual(['investment', 'product']);
    expect(selectOverviewPrograms(s)).toHaveLength(3);
    expect(selectEnrolments(s).map((e) => e.program_id)).toEqual([2]);
  });

  it('a failure can be retried', async () => {
    let tries = 0;
    const actor = createActor(learningOverviewMachine.provide({
      actors: { loadOverview: fromPromise(async (): Promise<LearningOverview> => { tries += 1; if (tries === 1) throw new Error('Network Error'); return { programs: [], enrolments: [] }; }) },
    })).start();
    const failed = await waitFor(actor, (x) => x.matches('failed'));
    expect(selectOverviewFailed(failed)).toBe(true);
    actor.send({ type: 'overview.retry' });
    await waitFor(actor, (x) => x.matches('ready'));
    expect(tries).toBe(2);
  });
});
