import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Program } from '../../contracts';
import {
  EMPTY_PLAN, hasFilters, planFromSearch, searchOfPlan, withCategoryToggled, withDates, withPage, withSearch, type CatalogueQuery,
} from './catalogue-plan';
import { programCatalogueMachine, type CatalogueResult } from './program-catalogue.machine';
import { selectCatalogueError, selectCatalogueFailed, selectIsSearching, selectMetadata, selectPrograms } from './program-catalogue.selectors';

const program = (id: number): Program => ({
  program_id: id, program_name: `P${id}`, program_description: '', program_category: 'product', program_image: null,
  start_date: null, end_date: null, is_published: true,
} as Program);

function start(answer: (q: CatalogueQuery) => Promise<CatalogueResult>, search = '') {
  const calls: CatalogueQuery[] = [];
  const actor = createActor(programCatalogueMachine.provide({
    actors: { searchPrograms: fromPromise(({ input }) => { calls.push(input); return answer(input); }) },
  }), { input: { plan: planFromSearch(search) } }).start();
  return { actor, calls };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the plan in the address', () => {
  it('reads search, categories, dates and page, and writes them back the same way', () => {
    const plan = planFromSearch('?q=fit&category=product&category=investment&from=2026-01-01&to=2026-12-31&page=2');
    expect(plan).toEqual({ search: 'fit', categories: ['investment', 'product'], start_date_from: '2026-01-01', start_date_to: '2026-12-31', page: 2 });
    expect(searchOfPlan(plan)).toBe('?q=fit&category=investment&category=product&from=2026-01-01&to=2026-12-31&page=2');
    expect(planFromSearch(searchOfPlan(plan))).toEqual(plan);
  });

  it('leaves out what is malformed, and the plain catalogue is /lxp with no query', () => {
    expect(planFromSearch('?from=2026-13-45&to=yesterday&page=0')).toEqual(EMPTY_PLAN);
    expect(planFromSearch('?page=-3&category=,,')).toEqual(EMPTY_PLAN);
    expect(searchOfPlan(EMPTY_PLAN)).toBe('');
    expect(hasFilters(EMPTY_PLAN)).toBe(false);
    expect(hasFilters(withPage(EMPTY_PLAN, 3))).toBe(false);
  });

  it('a filter change goes back to page 1; toggling a category twice removes it', () => {
    const on = withCategoryToggled(withPage(EMPTY_PLAN, 3), 'product');
    expect(on).toMatchObject({ categories: ['product'], page: 1 });
    expect(withCategoryToggled(on, 'product').categories).toEqual([]);
    expect(withSearch(withPage(EMPTY_PLAN, 2), ' pitch ')).toMatchObject({ search: 'pitch', page: 1 });
    expect(withDates(withPage(EMPTY_PLAN, 2), { start_date_from: '2026-02-01' })).toMatchObject({ start_date_from: '2026-02-01', page: 1 });
    expect(hasFilters(withDates(EMPTY_PLAN, { start_date_to: '2026-02-01' }))).toBe(true);
  });
});

describe('programCatalogueMachine', () => {
  it('searches the plan of the address, four a page, and shows the answer', async () => {
    const { actor, calls } = start(async () => ({ data: [program(1)], metadata: { total: 1, page: 1, limit: 4, pages: 1 } }), '?q=fit&category=product&from=2026-01-01');
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
    expect(selectPrograms(actor.getSnapshot())).toBeNull();
    await settle();
    expect(calls).toEqual([{ page: 1, limit: 4, search: 'fit', categories: ['product'], start_date_from: '2026-01-01', start_date_to: undefined }]);
    expect(selectPrograms(actor.getSnapshot())?.map((p) => p.program_id)).toEqual([1]);
    expect(selectMetadata(actor.getSnapshot())?.total).toBe(1);
  });

  it('shows a failure and tries again', async () => {
    let tries = 0;
    const { actor, calls } = start(async () => { tries += 1; if (tries === 1) throw new Error('Network Error'); return { data: [], metadata: { total: 0, page: 1, limit: 4, pages: 1 } }; });
    await settle();
    expect(selectCatalogueFailed(actor.getSnapshot())).toBe(true);
    expect(selectCatalogueError(actor.getSnapshot())).toBe('Network Error');
    actor.send({ type: 'catalogue.retry' });
    await settle();
    expect(selectPrograms(actor.getSnapshot())).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});
