import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Hub } from '../../contracts';
import { hubPageMachine, type HubSearchResult } from './hub-page.machine';
import { selectHubError, selectIsNotFound, selectResults } from './hub-page.selectors';
import { PATH_HUB } from './hub-page.paths';

const found = (hub: Hub = PATH_HUB) => fromPromise<Hub, { slug: string }>(async () => hub);
const results: HubSearchResult = { cards: [], total: 0, saved_content_ids: [] };

function start(actors: Partial<Record<'loadHub' | 'searchHub', unknown>>) {
  return createActor(hubPageMachine.provide({ actors: { loadHub: found(), searchHub: fromPromise(async () => results), ...actors } as never }), { input: { slug: 'funding-hub' } }).start();
}

describe('hubPageMachine', () => {
  it('loads the hub named by its slug', async () => {
    const asked: string[] = [];
    const actor = start({ loadHub: fromPromise<Hub, { slug: string }>(async ({ input }) => { asked.push(input.slug); return PATH_HUB; }) });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(asked).toEqual(['funding-hub']);
    expect(actor.getSnapshot().context.hub?.title).toBe('Funding Hub');
  });

  it('an unknown hub (404) is notFound, not a retryable failure', async () => {
    const actor = start({ loadHub: fromPromise(async () => { throw Object.assign(new Error('Hub not found'), { statusCode: 404 }); }) });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(selectIsNotFound(actor.getSnapshot())).toBe(true);
    expect(selectHubError(actor.getSnapshot())).toBeNull();
  });

  it('a network failure can be retried', async () => {
    let calls = 0;
    const actor = start({ loadHub: fromPromise(async () => { calls += 1; if (calls === 1) throw new Error('Network Error'); return PATH_HUB; }) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHubError(actor.getSnapshot())).toEqual({ kind: 'failed', message: 'Network Error' });
    actor.send({ type: 'hub.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(calls).toBe(2);
  });

  it('searches the hub with the trimmed query; an empty query clears the results', async () => {
    const queries: string[] = [];
    const actor = start({ searchHub: fromPromise<HubSearchResult, { slug: string; query: string }>(async ({ input }) => { queries.push(`${input.slug}:${input.query}`); return { ...results, total: 3 }; }) });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'search.submit', query: '  grants ' });
    await waitFor(actor, (s) => s.matches({ ready: 'results' }));
    expect(queries).toEqual(['funding-hub:grants']);
    expect(selectResults(actor.getSnapshot())?.total).toBe(3);
    actor.send({ type: 'search.submit', query: ' ' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.results).toBeNull();
  });

  it('a failed search keeps the hub and says why', async () => {
    const actor = start({ searchHub: fromPromise(async () => { throw new Error('Search for at most 200 characters.'); }) });
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'search.submit', query: 'x' });
    await waitFor(actor, (s) => s.matches({ ready: 'searchFailed' }));
    expect(actor.getSnapshot().context.searchError).toBe('Search for at most 200 characters.');
    expect(actor.getSnapshot().context.hub).not.toBeNull();
  });
});
