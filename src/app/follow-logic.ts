// The Follow button's wiring (machines/follow provided with the follows API), shared by every
// area that shows one: members and organisations in the network, topics in the forum.
import { toast } from '../lib/toasts';
import { fromPromise } from 'xstate';
import type { FollowTargetType } from '../../contracts';
import { followMachine, type ToggleResult, type ToggleTarget } from '../../machines/follow';
import { setFollow } from '../api/network';

/** The Follow button: optimistic, rolled back with a toast when the API host refuses. */
export const followLogic = followMachine.provide({
  actors: {
    setToggle: fromPromise<ToggleResult, { target: ToggleTarget; on: boolean }>(async ({ input }) => {
      const state = await setFollow(input.target.type as FollowTargetType, input.target.id, input.on);
      return { on: state.following, count: state.followers };
    }),
  },
  actions: {
    announceFailure: (_args, p) => {
      const who = p.target.label ?? 'this';
      toast.error(`${p.wanted ? `Could not follow ${who}` : `Could not unfollow ${who}`}: ${p.message}`);
    },
  },
});
