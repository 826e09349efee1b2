import type { EventObject } from 'xstate';
import type { CommunityPage, Space } from '../../contracts';
import { communitySpaceMachine } from './community-space.machine';

const space = { community_common_id: 7, community_name: 'Seed Angels Circle', is_member: true, member_count: 3 } as Space;
const page = { community: { page: 5, type: 'investor', menu_id: 215, label: 'Investor' }, spaces: [space], members: [], member_count: 3, events: [], can_create: false } as CommunityPage;

export const communitySpacePathModel = {
  name: 'community-space',
  machine: communitySpaceMachine,
  events: [
    { type: 'xstate.done.actor.loadCommunity', output: { kind: 'ready', page } },
    { type: 'xstate.done.actor.loadCommunity', output: { kind: 'forbidden', message: 'Your current role cannot see the Investor community.' } },
    { type: 'xstate.error.actor.loadCommunity', error: new Error('Network Error') },
    { type: 'community.retry' },
    { type: 'community.reload' },
    { type: 'space.join', spaceId: 7 },
    { type: 'space.leave', spaceId: 7 },
    { type: 'xstate.done.actor.joinSpace', output: space },
    { type: 'xstate.error.actor.joinSpace', error: new Error('You are already a member of this space.') },
    { type: 'xstate.done.actor.leaveSpace', output: { ...space, is_member: false, member_count: 2 } },
    { type: 'xstate.error.actor.leaveSpace', error: new Error('The owner cannot leave their own space.') },
  ] as EventObject[],
  screens: {
    '"loading"': 'the community page with a loading message',
    '"forbidden"': 'the community page saying the current role cannot see this community',
    '"failed"': 'the community page saying it could not be loaded, with Try again',
    '"ready"': 'the community’s spaces (Join / Leave), members and events',
    '"joining"': 'the space’s Join button busy',
    '"leaving"': 'the space’s Leave button busy',
  },
  actions: {
    'community.retry': 'Press Try again',
    'community.reload': 'Reload the community',
    'space.join': 'Press Join on a space',
    'space.leave': 'Press Leave on a space',
  },
  step: (event: EventObject) => {
    const e = event as EventObject & { output?: { kind?: string }; error?: Error };
    if (e.type.includes('loadCommunity')) {
      if (e.type.startsWith('xstate.error')) return 'The server cannot be reached';
      return e.output?.kind === 'forbidden' ? 'The server refuses: the role has no read on this community (403)' : 'The server sends the community';
    }
    if (e.type.includes('joinSpace')) return e.type.startsWith('xstate.done') ? 'The server adds the member' : 'The server refuses the join';
    if (e.type.includes('leaveSpace')) return e.type.startsWith('xstate.done') ? 'The server removes the member' : 'The server refuses to let them leave';
    return undefined;
  },
};
