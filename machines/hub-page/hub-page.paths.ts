import type { AnyEventObject } from 'xstate';
import type { Hub } from '../../contracts';
import { withInput } from '../../tests/paths/with-input';
import { hubPageMachine } from './hub-page.machine';

export const PATH_HUB: Hub = {
  hub_id: 1, slug: 'funding-hub', path: '/funding-hub', title: 'Funding Hub', intro: 'Money.', intro_html: '<p>Money.</p>',
  audience_roles: [], cover_image: null, visibility: 'members', can_edit: false, saved: { content: [], event: [], program: [] },
  sections: [{ id: 'about', kind: 'rich-text', title: 'About', members_only: false, params: { body: 'Hi' }, html: '<p>Hi</p>' }],
};
const notFound = Object.assign(new Error('Hub not found'), { statusCode: 404 });

export const hubPagePathModel = {
  name: 'hub-page',
  machine: withInput(hubPageMachine, { slug: 'funding-hub' }),
  events: [
    { type: 'xstate.done.actor.0.hubPage.loading', output: PATH_HUB },
    { type: 'xstate.error.actor.0.hubPage.loading', error: notFound },
    { type: 'xstate.error.actor.0.hubPage.loading', error: new Error('Network Error') },
    { type: 'hub.retry' },
    { type: 'search.submit', query: 'grants' },
    { type: 'search.submit', query: '  ' },
    { type: 'search.clear' },
    { type: 'xstate.done.actor.0.hubPage.ready.searching', output: { cards: [], total: 0, saved_content_ids: [] } },
    { type: 'xstate.error.actor.0.hubPage.ready.searching', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: {
    '"loading"': 'the hub page shows "Loading hub…"',
    '"failed"': 'the reason the hub could not be loaded and a Try again button',
    '"notFound"': 'the 404 page: "404. That\'s an error. The requested URL was not found on this server."',
    '{"ready":"browsing"}': 'the hub title, intro, search box and every section with its items',
    '{"ready":"searching"}': 'the search button reads "Searching…" and "Searching…" is announced',
    '{"ready":"results"}': 'matching items with highlighted snippets (or "No results for …") and a Clear search button',
    '{"ready":"searchFailed"}': 'the reason the search failed above the sections',
  },
  actions: {
    'xstate.done.actor.0.hubPage.loading': 'The hub arrives',
    'xstate.error.actor.0.hubPage.loading': 'Loading the hub fails',
    'hub.retry': 'Press Try again',
    'search.submit': 'Type in "Search this hub" and press Search',
    'search.clear': 'Press Clear search',
    'xstate.done.actor.0.hubPage.ready.searching': 'The results arrive',
    'xstate.error.actor.0.hubPage.ready.searching': 'The search fails',
  },
  step: (event: AnyEventObject) => {
    if (event.type === 'xstate.error.actor.0.hubPage.loading') return (event.error as { statusCode?: number }).statusCode === 404 ? 'The hub does not exist (404)' : 'Loading the hub fails (network)';
    if (event.type === 'search.submit') return (event.query as string).trim() ? `Search the hub for "${event.query as string}"` : 'Press Search with an empty box';
    return undefined;
  },
};
