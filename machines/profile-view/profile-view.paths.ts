import type { AnyEventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { PROFILE_VIEW_STEPS, profileViewMachine } from './profile-view.machine';

// A member opens a volunteer profile or the expert dashboard.
export const profileViewPathModel = {
  name: 'profile-view (volunteer profile, expert dashboard)',
  machine: withInput(profileViewMachine, { key: 'expert-dashboard' }),
  events: [
    { type: 'xstate.done.actor.loadView', output: { requests: [] } },
    { type: 'xstate.error.actor.loadView', error: new Error('The expert dashboard is for members with the expert role.') },
    { type: 'view.retry' },
    { type: 'view.refresh' },
  ] as AnyEventObject[],
  screens: stateDescriptions(profileViewMachine),
  actions: PROFILE_VIEW_STEPS,
};
