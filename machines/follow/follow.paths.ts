import type { EventObject } from 'xstate';
import { withInput } from '../../tests/paths/with-input';
import { followMachine, type FollowInput } from './follow.machine';

/** The machine with an input (path tests start it unfollowed, 3 followers). */
export const followPathInput: FollowInput = { target: { type: 'member', id: 7, label: 'Amara Okonkwo' }, on: false, count: 3 };

export const followPathModel = {
  name: 'follow',
  machine: withInput(followMachine, followPathInput),
  events: [
    { type: 'follow.toggle' },
    { type: 'follow.dismiss' },
    { type: 'follow.sync', on: true, count: 4 },
    { type: 'xstate.done.actor.setToggle', output: { on: true, count: 4 } },
    { type: 'xstate.error.actor.setToggle', error: new Error('Member not found.') },
  ] as EventObject[],
  screens: {
    '"idle"': 'the Follow button showing the current state (Follow or Following) and the follower count',
    '"saving"': 'the button already showing the new state (e.g. Following, count one higher), marked busy',
    '"failed"': 'the button back to its earlier state, and a message (and toast) saying why it failed',
  },
  actions: {
    'follow.toggle': 'Press Follow (or Following to unfollow)',
    'follow.dismiss': 'Close the message',
    'follow.sync': 'Reload the list (the stored state arrives)',
    'xstate.done.actor.setToggle': 'The server saves the change',
    'xstate.error.actor.setToggle': 'The server refuses the change (or the network fails)',
  },
};
