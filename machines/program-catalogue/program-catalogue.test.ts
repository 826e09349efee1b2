import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Program } from '../../contracts';
import { programCatalogueMachine, type CataloguePlan, type CatalogueQuery, type CatalogueResult } from './program-catalogue.machine';
import { selectIsSearching, selectMetadata, selectPrograms } from './program-catalogue.selectors';

const program = (id: number): Program => ({
  program_id: id, program_name: `P${id}`, program_description: '', program_category: 'product', program_image: null,
  start_date: null, end_date: null, is_published: true,
} as Program);

function start(answer: (q: CatalogueQuery) => Promise<CatalogueResult>, plan?: Partial<CataloguePlan>) {
  const calls: CatalogueQuery[] = [];
  const persisted: CataloguePlan[] = [];
  const actor = createActor(programCatalogueMachine.provide({
    actors: { searchPrograms: fromPromise(({ input }) => { calls.push(input); return answer(input); }) },
    actions: { persistPlan: (_, params) => { persisted.push(params.plan); } },
  }), { input: { plan } }).start();
  return { actor, calls, persisted };
}
const page = (data: Program[], total: number, p = 1, pages = Math.max(1, Math.ceil(total / 4))): CatalogueResult =>
  ({ data, metadata: { total, page: p, limit: 4, pages } });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('programCatalogueMachine', () => {
  it('searches with the saved plan on start, four a page, and shows the answer', async () => {
    const { actor, calls } = start(async () => page([program(1)], 1), { search: 'fit', categories: ['product'], start_date_from: '2026-01-01' });
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
    expect(selectPrograms(actor.getSnapshot())).toBeNull();
    await settle();
    expect(calls).toEqual([{ page: 1, limit: 4, search: 'fit', categories: ['product'], start_date_from: '2026-01-01', start_date_to: undefined }]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectPrograms(actor.getSnapshot())?.map((p) => p.program_id)).toEqual([1]);
    expect(selectMetadata(actor.getSnapshot())?.total).toBe(1);
  });

  it('typing changes only the draft; submitting searches from page 1 and persists the plan', async () => {
    const { actor, calls, persisted } = start(async (q) => page([program(q.page)], 9, q.page, 3));
    await settle();
    actor.send({ type: 'catalogue.page', page: 2 });
    await settle();
    actor.send({ type: 'catalogue.type', search: 'pitch' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(2);
    actor.send({ type: 'catalogue.search' });
    await settle();
    expect(calls.at(-1)).toMatchObject({ page: 1, search: 'pitch' });
    expect(persisted).toEqual([{ search: 'pitch', categories: [], start_date_from: '', start_date_to: '' }]);
  });

  it('toggles categories and sets dates, each going back to page 1', async () => {
    const { actor, calls, persisted } = start(async (q) => page([], 12, q.page, 3));
    await settle();
    actor.send({ type: 'catalogue.page', page: 3 });
    await settle();
    actor.send({ type: 'catalogue.toggleCategory', category: 'product' });
    actor.send({ type: 'catalogue.toggleCategory', category: 'investment' });
    actor.send({ type: 'catalogue.dates', start_date_to: '2026-12-31' });
    await settle();
    actor.send({ type: 'catalogue.toggleCategory', category: 'product' });
    await settle();
    expect(calls.at(-2)).toEqual({ page: 1, limit: 4, search: '', categories: ['product', 'investment'], start_date_from: undefined, start_date_to: '2026-12-31' });
    expect(calls.at(-1)?.categories).toEqual(['investment']);
    expect(persisted.at(-1)).toEqual({ search: '', categories: ['investment'], start_date_from: '', start_date_to: '2026-12-31' });
  });

  it('drops a running search when the plan changes: only the newest answer shows', async () => {
    const resolvers: ((r: CatalogueResult) => void)[] = [];
    const { actor, calls } = start(() => new Promise((r) => { resolvers.push(r); }));
    actor.send({ type: 'catalogue.toggleCategory', category: 'product' });
    expect(calls).toHaveLength(2);
    resolvers[0]!(page([program(1)], 1));
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    resolvers[1]!(page([program(2)], 1));
    await settle();
    expect(selectPrograms(actor.getSnapshot())?.map((p) => p.program_id)).toEqual([2]);
  });

  it('refuses pages outside the answer', async () => {
    const { actor, calls } = start(async () => page([], 8, 1, 2));
    await settle();
    actor.send({ type: 'catalogue.page', page: 0 });
    actor.send({ type: 'catalogue.page', page: 1 });
    actor.send({ type: 'catalogue.page', page: 3 });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'catalogue.page', page: 2 });
    expect(calls.at(-1)?.page).toBe(2);
  });

  it('keeps the reason of a failed search and retries', async () => {
    const answer = vi.fn<(q: CatalogueQuery) => Promise<CatalogueResult>>()
      .mockRejectedValueOnce(new Error('start_date_from must be a date'))
      .mockResolvedValueOnce(page([program(1)], 1));
    const { actor } = start(answer);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('start_date_from must be a date');
    expect(selectPrograms(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'catalogue.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
