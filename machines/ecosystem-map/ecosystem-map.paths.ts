import type { AnyEventObject } from 'xstate';
import type { EcosystemOverview, EcosystemRegionDetail } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { ecosystemMapMachine } from './ecosystem-map.machine';

export const PATH_OVERVIEW: EcosystemOverview = {
  cells: [
    { region_id: 'ka', category: 'startups', organizations: 3, members: 1 },
    { region_id: 'ka', category: 'investors', organizations: 1, members: 0 },
    { region_id: 'mh', category: 'startups', organizations: 2, members: 1 },
    { region_id: 'mh', category: null, organizations: 0, members: 2 },
  ],
  unplaced: { organizations: 1, members: 0 },
};

export const PATH_KARNATAKA: EcosystemRegionDetail = {
  region_id: 'ka', name: 'Karnataka', organizations_total: 4, members_total: 1,
  organizations: [
    { organization_id: 1, name: 'ShelfSense', category: 'startups', description: 'Shelf audits.', city: 'Bengaluru', region_id: 'ka', logo_url: null },
    { organization_id: 2, name: 'PayNest', category: 'startups', description: 'Savings circles.', city: 'Bengaluru', region_id: 'ka', logo_url: null },
    { organization_id: 3, name: 'MedTrail Diagnostics', category: 'startups', description: 'Analysers.', city: 'Mysuru', region_id: 'ka', logo_url: null },
    { organization_id: 4, name: 'Koramangala Capital', category: 'investors', description: 'Seed fund.', city: 'Bengaluru', region_id: 'ka', logo_url: null },
  ],
  members: [{ user_id: 7, username: 'priya', first_name: 'Priya', last_name: 'Nair', headline: 'Founder', community_type: 'startup', city: 'Bengaluru', profile_image: null }],
};

const LOADING = 'xstate.done.actor.0.ecosystemMap.loading';
const LOADING_FAILED = 'xstate.error.actor.0.ecosystemMap.loading';
const REGION = 'xstate.done.actor.0.ecosystemMap.ready.regionLoading';
const REGION_FAILED = 'xstate.error.actor.0.ecosystemMap.ready.regionLoading';

// `ready.start` only routes (it is never shown), so QA has no step for it.
const { '{"ready":"start"}': _routing, ...screens } = stateDescriptions(ecosystemMapMachine);

export const ecosystemMapPathModel = {
  name: 'ecosystem-map (/india-map, /ecosystem-map, /ecosystem-hub)',
  machine: withInput(ecosystemMapMachine, {}),
  events: [
    { type: LOADING, output: PATH_OVERVIEW },
    { type: LOADING_FAILED, error: new Error('Network Error') },
    { type: 'ecosystem.retry' },
    { type: 'ecosystem.selectRegion', regionId: 'ka' },
    { type: 'ecosystem.selectRegion', regionId: 'mh' },
    { type: 'ecosystem.clearRegion' },
    { type: REGION, output: PATH_KARNATAKA },
    { type: REGION_FAILED, error: new Error('Network Error') },
    { type: 'ecosystem.retryRegion' },
  ] as AnyEventObject[],
  screens,
  actions: {
    [LOADING]: 'The counts per state arrive',
    [LOADING_FAILED]: 'Loading the map fails',
    'ecosystem.retry': 'Press Try again',
    'ecosystem.selectRegion': 'Click a state on the map (or press Enter on it, or its button in the table)',
    'ecosystem.clearRegion': 'Press Close on the state\'s panel',
    [REGION]: 'The state\'s organisations and members arrive',
    [REGION_FAILED]: 'Loading the state\'s lists fails',
    'ecosystem.retryRegion': 'Press Try again in the state\'s panel',
  } as Record<string, string>,
  step: (event: AnyEventObject) => {
    if (event.type === 'ecosystem.selectRegion') return event.regionId === 'ka' ? 'Click Karnataka on the map (or press Enter on it)' : 'Click Maharashtra on the map (or press Enter on it)';
    return undefined;
  },
};
