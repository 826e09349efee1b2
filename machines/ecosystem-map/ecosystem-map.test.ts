import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { INDIA_REGIONS, ORGANIZATION_CATEGORIES, type EcosystemOverview, type EcosystemRegionDetail } from '../../contracts';
import { ecosystemMapMachine, type EcosystemMapInput } from './ecosystem-map.machine';
import { PATH_KARNATAKA, PATH_OVERVIEW } from './ecosystem-map.paths';
import {
  bandIndex, colourBands, countsText, detailFor, regionCounts, selectDetail, selectDetailError, selectError, selectLastCategory, totalsOf,
} from './ecosystem-map.selectors';

const overviewOk = (o: EcosystemOverview = PATH_OVERVIEW) => fromPromise<EcosystemOverview>(async () => o);
const regionOk = (asked: string[] = []) => fromPromise<EcosystemRegionDetail, { regionId: string }>(async ({ input }) => {
  asked.push(input.regionId);
  return { ...PATH_KARNATAKA, region_id: input.regionId };
});

function start(actors: Record<string, unknown> = {}, input: EcosystemMapInput = {}) {
  return createActor(ecosystemMapMachine.provide({ actors: { loadOverview: overviewOk(), loadRegion: regionOk(), ...actors } as never }), { input }).start();
}

describe('ecosystemMapMachine', () => {
  it('loads the counts once and changes filters, measure and view without another call', async () => {
    let calls = 0;
    const actor = start({ loadOverview: fromPromise(async () => { calls += 1; return PATH_OVERVIEW; }) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.categories).toEqual([...ORGANIZATION_CATEGORIES]);
    actor.send({ type: 'ecosystem.toggleCategory', category: 'investors' });
    actor.send({ type: 'ecosystem.setMeasure', measure: 'members' });
    actor.send({ type: 'ecosystem.setView', view: 'table' });
    const { context } = actor.getSnapshot();
    expect(context.categories).toEqual(ORGANIZATION_CATEGORIES.filter((c) => c !== 'investors'));
    expect(context.measure).toBe('members');
    expect(context.view).toBe('table');
    actor.send({ type: 'ecosystem.toggleCategory', category: 'investors' });
    expect(actor.getSnapshot().context.categories).toEqual([...ORGANIZATION_CATEGORIES]); // back in its place
    expect(calls).toBe(1);
  });

  it('keeps at least one category: unticking the last is ignored; "all categories" ticks every one', async () => {
    const actor = start({}, { categories: ['startups'] });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    // The last ticked box is named, so the screen disables it rather than letting the click go nowhere.
    expect(selectLastCategory(actor.getSnapshot())).toBe('startups');
    actor.send({ type: 'ecosystem.toggleCategory', category: 'startups' });
    expect(actor.getSnapshot().context.categories).toEqual(['startups']);
    actor.send({ type: 'ecosystem.allCategories' });
    expect(actor.getSnapshot().context.categories).toEqual([...ORGANIZATION_CATEGORIES]);
    expect(selectLastCategory(actor.getSnapshot())).toBeNull();
  });

  it('loads a chosen state\'s lists; choosing it again or Close puts it away; an unknown id is ignored', async () => {
    const asked: string[] = [];
    const actor = start({ loadRegion: regionOk(asked) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'ecosystem.selectRegion', regionId: 'atlantis' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'ecosystem.selectRegion', regionId: 'ka' });
    await waitFor(actor, (s) => s.matches({ ready: 'regionShown' }));
    expect(selectDetail(actor.getSnapshot())?.name).toBe('Karnataka');
    actor.send({ type: 'ecosystem.selectRegion', regionId: 'mh' });
    await waitFor(actor, (s) => s.matches({ ready: 'regionShown' }) && s.context.regionId === 'mh');
    actor.send({ type: 'ecosystem.selectRegion', regionId: 'mh' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ regionId: null, detail: null });
    actor.send({ type: 'ecosystem.selectRegion', regionId: 'ka' });
    actor.send({ type: 'ecosystem.clearRegion' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(asked).toEqual(['ka', 'mh', 'ka']);
  });

  it('opens the state named in the link once the counts are there', async () => {
    const asked: string[] = [];
    const actor = start({ loadRegion: regionOk(asked) }, { regionId: 'ka' });
    await waitFor(actor, (s) => s.matches({ ready: 'regionShown' }));
    expect(asked).toEqual(['ka']);
    const unknown = start({}, { regionId: 'zz' });
    await waitFor(unknown, (s) => s.matches({ ready: 'idle' }));
  });

  it('says why the map or a state could not be loaded, and retries', async () => {
    let calls = 0;
    const actor = start({
      loadOverview: fromPromise(async () => { calls += 1; if (calls === 1) throw new Error('Network Error'); return PATH_OVERVIEW; }),
      loadRegion: fromPromise(async () => { calls += 1; if (calls === 3) throw new Error('Request failed with status code 500'); return PATH_KARNATAKA; }),
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectError(actor.getSnapshot())).toBe('Network Error');
    actor.send({ type: 'ecosystem.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'ecosystem.selectRegion', regionId: 'ka' });
    await waitFor(actor, (s) => s.matches({ ready: 'regionFailed' }));
    expect(selectDetailError(actor.getSnapshot())).toBe('Request failed with status code 500');
    actor.send({ type: 'ecosystem.retryRegion' });
    await waitFor(actor, (s) => s.matches({ ready: 'regionShown' }));
    expect(selectDetailError(actor.getSnapshot())).toBeNull();
  });
});

describe('ecosystem map numbers', () => {
  it('count every region, startups apart from other organisations, for the chosen categories', () => {
    const all = regionCounts(PATH_OVERVIEW, ORGANIZATION_CATEGORIES);
    expect(all.size).toBe(INDIA_REGIONS.length);
    expect(all.get('ka')).toEqual({ startups: 3, organizations: 1, members: 1, total: 5 });
    expect(all.get('mh')).toEqual({ startups: 2, organizations: 0, members: 3, total: 5 });
    expect(all.get('kl')).toEqual({ startups: 0, organizations: 0, members: 0, total: 0 });
    // Members without a community count only when every category is chosen.
    const startups = regionCounts(PATH_OVERVIEW, ['startups']);
    expect(startups.get('mh')).toEqual({ startups: 2, organizations: 0, members: 1, total: 3 });
    expect(startups.get('ka')).toEqual({ startups: 3, organizations: 0, members: 1, total: 4 });
    expect(totalsOf(all)).toEqual({ startups: 5, organizations: 1, members: 4, total: 10 });
    expect(regionCounts(null, ORGANIZATION_CATEGORIES).get('ka')?.total).toBe(0);
  });

  it('band counts for the legend: none, then up to four bands up to the largest', () => {
    expect(colourBands(0).map((b) => b.label)).toEqual(['None']);
    expect(colourBands(2).map((b) => b.label)).toEqual(['None', '1', '2']);
    expect(colourBands(12).map((b) => b.label)).toEqual(['None', '1–3', '4–6', '7–9', '10–12']);
    expect(colourBands(10).map((b) => b.label)).toEqual(['None', '1–3', '4–5', '6–8', '9–10']);
    const bands = colourBands(12);
    expect([0, 1, 3, 4, 12, 99].map((v) => bandIndex(v, bands))).toEqual([0, 1, 1, 2, 4, 4]);
  });

  it('narrow a state\'s lists to the chosen categories, as the counts are', () => {
    const investors = detailFor(PATH_KARNATAKA, ['investors']);
    expect(investors?.organizations.map((o) => o.name)).toEqual(['Koramangala Capital']);
    expect(investors?.members).toEqual([]);
    expect(detailFor(PATH_KARNATAKA, ['startups'])?.members.map((m) => m.username)).toEqual(['priya']);
    expect(detailFor(null, ['startups'])).toBeNull();
  });

  it('name a state\'s counts in words', () => {
    expect(countsText({ startups: 1, organizations: 2, members: 0, total: 3 })).toBe('1 startup, 2 other organisations, 0 members');
  });
});
