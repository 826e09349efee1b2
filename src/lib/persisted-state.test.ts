import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPersistedState, emptyPersistedState, loadPersistedState, PERSISTED_STATE_KEY, PERSISTED_STATE_VERSION, updatePersistedState,
} from './persisted-state';

beforeEach(() => {
  window.localStorage.clear();
});

const study = { user_id: 2, current_year_of_study: { study_type: 'postgraduate', study_year: 2 }, institute_name: 'AIT', field_of_study: null };

describe('persisted state (SPEC §4)', () => {
  it('starts empty, with every slice of SPEC §4', () => {
    const s = loadPersistedState(2);
    expect(Object.keys(s).sort()).toEqual(['account', 'assessment', 'communityCommon', 'menu', 'modules', 'plan', 'userStudy']);
    expect(s).toEqual(emptyPersistedState(2));
  });

  it('stores slices under one versioned key and restores them on the next load', () => {
    updatePersistedState(2, { modules: { 7: { last_unit_id: 12, percent: 40, updated_at: '2026-11-23T10:00:00.000Z' } } });
    updatePersistedState(2, { userStudy: study, plan: { search: 'fund', categories: ['investment'], start_date_from: '', start_date_to: '' } });
    const raw = JSON.parse(window.localStorage.getItem(PERSISTED_STATE_KEY)!);
    expect(raw.version).toBe(PERSISTED_STATE_VERSION);
    const restored = loadPersistedState(2);
    expect(restored.modules['7']).toEqual({ last_unit_id: 12, percent: 40, updated_at: '2026-11-23T10:00:00.000Z' });
    expect(restored.userStudy).toEqual(study);
    expect(restored.plan.categories).toEqual(['investment']);
    expect(restored.account).toEqual({ user_id: 2 });
  });

  it.each([
    ['another version', JSON.stringify({ version: PERSISTED_STATE_VERSION + 1, data: {} })],
    ['an old version with another shape', JSON.stringify({ version: 0, modules: [1, 2, 3] })],
    ['corrupt JSON', '{"version":1,"data":'],
    ['a slice of the wrong shape', JSON.stringify({ version: PERSISTED_STATE_VERSION, data: { modules: { 7: { percent: 'lots' } } } })],
    ['not an object', '"hello"'],
  ])('discards %s safely and removes it', (_name, raw) => {
    window.localStorage.setItem(PERSISTED_STATE_KEY, raw);
    expect(loadPersistedState(2)).toEqual(emptyPersistedState(2));
    expect(window.localStorage.getItem(PERSISTED_STATE_KEY)).toBeNull();
  });

  it('discards another member’s snapshot', () => {
    updatePersistedState(5, { modules: { 7: { last_unit_id: 1, percent: 10, updated_at: null } } });
    expect(loadPersistedState(2).modules).toEqual({});
    expect(window.localStorage.getItem(PERSISTED_STATE_KEY)).toBeNull();
  });

  it('is cleared at sign-out', () => {
    updatePersistedState(2, { userStudy: study });
    clearPersistedState();
    expect(window.localStorage.getItem(PERSISTED_STATE_KEY)).toBeNull();
    expect(loadPersistedState(2).userStudy).toBeNull();
  });
});
