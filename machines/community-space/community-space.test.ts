import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CommunityPage, Space } from '../../contracts';
import { communitySpaceMachine, type CommunityLoad } from './community-space.machine';
import { selectActionError, selectBusySpaceId, selectCommunityPage, selectForbidden, selectLoadError } from './community-space.selectors';

const space = (id: number, over: Partial<Space> = {}) => ({ community_common_id: id, community_name: `Space ${id}`, is_member: false, member_count: 1, ...over }) as Space;
const page: CommunityPage = {
  community: { page: 5, type: 'investor', menu_id: 215, label: 'Investor' }, spaces: [space(1), space(2)], members: [], member_count: 2, events: [], can_create: false,
};

const machine = (load: () => Promise<CommunityLoad>, join = async (id: number) => space(id, { is_member: true, member_count: 2 }), leave = async (id: number) => space(id)) =>
  communitySpaceMachine.provide({
    actors: {
      loadCommunity: fromPromise(load),
      joinSpace: fromPromise(({ input }: { input: { spaceId: number } }) => join(input.spaceId)),
      leaveSpace: fromPromise(({ input }: { input: { spaceId: number } }) => leave(input.spaceId)),
    },
  });

describe('communitySpaceMachine', () => {
  it('shows the page, joins one space and replaces only that space with the server’s answer', async () => {
    const actor = createActor(machine(async () => ({ kind: 'ready', page }))).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'space.join', spaceId: 2 });
    expect(selectBusySpaceId(actor.getSnapshot())).toBe(2);
    await waitFor(actor, (s) => s.matches('ready'));
    const spaces = selectCommunityPage(actor.getSnapshot())!.spaces;
    expect(spaces.map((s) => [s.community_common_id, s.is_member, s.member_count])).toEqual([[1, false, 1], [2, true, 2]]);
    expect(selectBusySpaceId(actor.getSnapshot())).toBeNull();
  });

  it('a 403 is the forbidden state with the server’s text, not a failure; retry loads again', async () => {
    let calls = 0;
    const actor = createActor(machine(async () => (++calls === 1 ? { kind: 'forbidden', message: 'Your current role cannot see the Investor community.' } : { kind: 'ready', page }))).start();
    await waitFor(actor, (s) => s.matches('forbidden'));
    expect(selectForbidden(actor.getSnapshot())).toBe('Your current role cannot see the Investor community.');
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'community.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectForbidden(actor.getSnapshot())).toBeNull();
  });

  it('a failed load keeps its message; a refused leave keeps the page and says why until dismissed', async () => {
    const failing = createActor(machine(async () => { throw new Error('Network Error'); })).start();
    await waitFor(failing, (s) => s.matches('failed'));
    expect(selectLoadError(failing.getSnapshot())).toBe('Network Error');

    const actor = createActor(machine(async () => ({ kind: 'ready', page }), undefined, async () => { throw new Error('The owner cannot leave their own space.'); })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'space.leave', spaceId: 1 });
    await waitFor(actor, (s) => s.matches('ready') && selectActionError(s) !== null);
    expect(selectActionError(actor.getSnapshot())).toBe('The owner cannot leave their own space.');
    expect(selectCommunityPage(actor.getSnapshot())).toEqual(page);
    actor.send({ type: 'space.dismissError' });
    expect(selectActionError(actor.getSnapshot())).toBeNull();
  });
});
