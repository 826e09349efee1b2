// The ecosystem map (issue 15; docs/decisions/0048-ecosystem-maps.md): /india-map, /ecosystem-map
// and the map of /ecosystem-hub. Loads the per-state counts once (one aggregated call per view);
// category filters, what the map colours by, and map-or-table are context that changes no state
// and needs no new call. Choosing a state (on the map, by mouse or keyboard, or in the table)
// loads that state's organisations and members; choosing it again, or Close, puts it away.
import { assign, fromPromise, setup } from 'xstate';
import {
  indiaRegion, ORGANIZATION_CATEGORIES,
  type EcosystemMeasure, type EcosystemOverview, type EcosystemRegionDetail, type OrganizationCategory,
} from '../../contracts';

export type EcosystemView = 'map' | 'table';

export interface EcosystemMapInput {
  /** Categories counted at the start (none or all: every category). */
  categories?: readonly OrganizationCategory[];
  measure?: EcosystemMeasure;
  /** A state to open at the start (a link such as /india-map?state=ka). */
  regionId?: string | null;
  /** Where the screen starts: the table on narrow screens, the map elsewhere. */
  view?: EcosystemView;
}

export interface EcosystemMapContext {
  overview: EcosystemOverview | null;
  error: string | null;
  categories: OrganizationCategory[];
  measure: EcosystemMeasure;
  view: EcosystemView;
  regionId: string | null;
  detail: EcosystemRegionDetail | null;
  detailError: string | null;
}

export type EcosystemMapEvent =
  | { type: 'ecosystem.retry' }
  | { type: 'ecosystem.toggleCategory'; category: OrganizationCategory }
  | { type: 'ecosystem.allCategories' }
  | { type: 'ecosystem.setMeasure'; measure: EcosystemMeasure }
  | { type: 'ecosystem.setView'; view: EcosystemView }
  | { type: 'ecosystem.selectRegion'; regionId: string }
  | { type: 'ecosystem.clearRegion' }
  | { type: 'ecosystem.retryRegion' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const ordered = (set: Iterable<OrganizationCategory>) => ORGANIZATION_CATEGORIES.filter((c) => [...set].includes(c));

export const ecosystemMapMachine = setup({
  types: {
    input: {} as EcosystemMapInput,
    context: {} as EcosystemMapContext,
    events: {} as EcosystemMapEvent,
  },
  actors: {
    /** GET /api/ecosystem/overview. */
    loadOverview: fromPromise<EcosystemOverview>(async () => { throw new Error('loadOverview is not provided'); }),
    /** GET /api/ecosystem/regions/:region_id. */
    loadRegion: fromPromise<EcosystemRegionDetail, { regionId: string }>(async () => { throw new Error('loadRegion is not provided'); }),
  },
  guards: {
    hasRegion: ({ context }) => context.regionId !== null,
    isKnownRegion: ({ event }) => event.type === 'ecosystem.selectRegion' && indiaRegion(event.regionId) !== undefined,
    isSelectedRegion: ({ context, event }) => event.type === 'ecosystem.selectRegion' && event.regionId === context.regionId,
    /** At least one category stays counted: unticking the last one is ignored. */
    keepsACategory: ({ context, event }) => event.type === 'ecosystem.toggleCategory'
      && !(context.categories.length === 1 && context.categories[0] === event.category),
  },
  actions: {
    clearRegion: assign({ regionId: null, detail: null, detailError: null }),
  },
}).createMachine({
  id: 'ecosystemMap',
  context: ({ input }) => ({
    overview: null,
    error: null,
    categories: input.categories && input.categories.length > 0 ? ordered(input.categories) : [...ORGANIZATION_CATEGORIES],
    measure: input.measure ?? 'total',
    view: input.view ?? 'map',
    regionId: input.regionId && indiaRegion(input.regionId) ? input.regionId : null,
    detail: null,
    detailError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The page says "Loading the map…".',
      tags: ['loading'],
      invoke: {
        src: 'loadOverview',
        onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      description: 'The reason the map could not be loaded and a Try again button.',
      on: { 'ecosystem.retry': 'loading' },
    },
    ready: {
      initial: 'start',
      on: {
        'ecosystem.toggleCategory': {
          guard: 'keepsACategory',
          actions: assign({
            categories: ({ context, event }) => (context.categories.includes(event.category)
              ? context.categories.filter((c) => c !== event.category)
              : ordered([...context.categories, event.category])),
          }),
        },
        'ecosystem.allCategories': { actions: assign({ categories: () => [...ORGANIZATION_CATEGORIES] }) },
        'ecosystem.setMeasure': { actions: assign({ measure: ({ event }) => event.measure }) },
        'ecosystem.setView': { actions: assign({ view: ({ event }) => event.view }) },
        'ecosystem.selectRegion': [
          { guard: 'isSelectedRegion', target: '.idle', actions: 'clearRegion' },
          { guard: 'isKnownRegion', target: '.regionLoading', actions: assign({ regionId: ({ event }) => event.regionId, detail: null, detailError: null }) },
        ],
        'ecosystem.clearRegion': { target: '.idle', actions: 'clearRegion' },
      },
      states: {
        // Routes only (never shown): straight to the state named in the link, if any.
        start: { always: [{ guard: 'hasRegion', target: 'regionLoading' }, { target: 'idle' }] },
        idle: {
          description: 'The map (or the table) coloured by the counts, the legend and filters, and "Choose a state to see its organisations and members."',
        },
        regionLoading: {
          description: 'The chosen state is highlighted and its panel says "Loading …".',
          tags: ['loadingRegion'],
          invoke: {
            src: 'loadRegion',
            input: ({ context }) => ({ regionId: context.regionId ?? '' }),
            onDone: { target: 'regionShown', actions: assign({ detail: ({ event }) => event.output, detailError: null }) },
            onError: { target: 'regionFailed', actions: assign({ detailError: ({ event }) => messageOf(event.error) }) },
          },
        },
        regionShown: {
          description: 'The chosen state\'s panel: its counts, its organisations (each a link to its page) and its members (each a link to their profile).',
        },
        regionFailed: {
          description: 'The chosen state\'s panel says why its lists could not be loaded, with a Try again button.',
          on: { 'ecosystem.retryRegion': 'regionLoading' },
        },
      },
    },
  },
});
