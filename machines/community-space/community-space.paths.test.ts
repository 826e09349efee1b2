import { createActor, fromPromise } from 'xstate';
import type { Space } from '../../contracts';
import type { CommunityLoad } from './community-space.machine';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { communitySpacePathModel } from './community-space.paths';

const cases = transitionPaths(communitySpacePathModel.machine, communitySpacePathModel.events);

describe('communitySpaceMachine transitions', () => {
  it('has a path for every state-changing transition and a screen for every state', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --community.retry--> "loading"',
      '"forbidden" --community.retry--> "loading"',
      '"joining" --xstate.done.actor.joinSpace--> "ready"',
      '"joining" --xstate.error.actor.joinSpace--> "ready"',
      '"leaving" --xstate.done.actor.leaveSpace--> "ready"',
      '"leaving" --xstate.error.actor.leaveSpace--> "ready"',
      '"loading" --xstate.done.actor.loadCommunity--> "forbidden"',
      '"loading" --xstate.done.actor.loadCommunity--> "ready"',
      '"loading" --xstate.error.actor.loadCommunity--> "failed"',
      '"ready" --community.reload--> "loading"',
      '"ready" --space.join--> "joining"',
      '"ready" --space.leave--> "leaving"',
    ]);
    expect(reachableStates(communitySpacePathModel.machine, communitySpacePathModel.events)).toEqual(Object.keys(communitySpacePathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(communitySpacePathModel.machine.provide({
      actors: {
        loadCommunity: fromPromise(() => new Promise<CommunityLoad>(() => {})),
        joinSpace: fromPromise(() => new Promise<Space>(() => {})),
        leaveSpace: fromPromise(() => new Promise<Space>(() => {})),
      },
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
