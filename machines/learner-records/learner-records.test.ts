import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LearnerProfile } from '../../contracts';
import type { LearnerRecords } from './learner-records.machine';
import {
  learnerRecordsMachine, selectLearnerProfile, selectRecordsFailed, selectShowAllStats, selectStatistics,
} from './learner-records.machine';

const saved: LearnerProfile = { assessments: [], study: { user_id: 2, current_year_of_study: null, institute_name: 'Old', field_of_study: null } };
const fresh: LearnerProfile = { assessments: [], study: { user_id: 2, current_year_of_study: null, institute_name: 'New', field_of_study: null } };

describe('learnerRecordsMachine', () => {
  it('shows the saved snapshot at once, replaces it with the server answer and keeps that', async () => {
    const kept: LearnerProfile[] = [];
    const actor = createActor(learnerRecordsMachine.provide({
      actors: { loadRecords: fromPromise(async (): Promise<LearnerRecords> => ({ statistics: { stats: [], scores: [] }, profile: fresh })) },
      actions: { rememberRecords: (_, p) => { kept.push(p.profile); } },
    }), { input: { saved } }).start();
    expect(selectLearnerProfile(actor.getSnapshot())?.study?.institute_name).toBe('Old');
    const s = await waitFor(actor, (x) => x.matches('ready'));
    expect(selectLearnerProfile(s)?.study?.institute_name).toBe('New');
    expect(selectStatistics(s)).toEqual({ stats: [], scores: [] });
    expect(kept).toEqual([fresh]);
    actor.send({ type: 'records.showAll', on: true });
    expect(selectShowAllStats(actor.getSnapshot())).toBe(true);
  });

  it('a failure keeps the snapshot and can be retried', async () => {
    let tries = 0;
    const actor = createActor(learnerRecordsMachine.provide({
      actors: { loadRecords: fromPromise(async (): Promise<LearnerRecords> => { tries += 1; if (tries === 1) throw new Error('Network Error'); return { statistics: { stats: [], scores: [] }, profile: fresh }; }) },
    }), { input: { saved } }).start();
    const failed = await waitFor(actor, (x) => x.matches('failed'));
    expect(selectRecordsFailed(failed)).toBe(true);
    expect(selectLearnerProfile(failed)?.study?.institute_name).toBe('Old');
    actor.send({ type: 'records.retry' });
    await waitFor(actor, (x) => x.matches('ready'));
  });
});
