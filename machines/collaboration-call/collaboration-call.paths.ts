import type { AnyEventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { COLLABORATION_CALL_STEPS, collaborationCallMachine, expressAnswerStep, type CallInfo } from './collaboration-call.machine';

/** A call of someone else's, open and before its deadline; the viewer has not expressed interest. */
export const PATH_CALL: CallInfo = {
  call_id: 31, title: 'Co-founder (CTO) for a crop-disease detection app', is_mine: false, status: 'open', is_past_deadline: false,
  my_interest: null, conversation_id: null, interests: [],
};

/** The same call as its poster sees it: two pending interests. */
export const PATH_POSTER_CALL: CallInfo = {
  ...PATH_CALL, is_mine: true,
  interests: [{ interest_id: 5, name: 'Rohan Mehta', message: 'Android and TFLite.', status: 'pending' }, { interest_id: 6, name: 'Mei Chen', message: 'Computer vision, 6 years.', status: 'pending' }],
};

export const pathCall = (over: Partial<CallInfo> = {}): CallInfo => ({ ...PATH_CALL, ...over });

// `start` only routes (it is never shown), so QA has no step for it.
const { '"start"': _routing, ...screens } = stateDescriptions(collaborationCallMachine);

const memberEvents = [
  { type: 'collab.compose' },
  { type: 'collab.submit', message: 'hi' },
  { type: 'collab.submit', message: 'I shipped an offline-first Android app and know TFLite.' },
  { type: 'collab.back' },
  { type: 'collab.withdraw' },
  { type: 'collab.retry' },
  { type: 'collab.dismiss' },
  { type: 'xstate.done.actor.expressInterest', output: { outcome: 'sent', call: pathCall({ my_interest: { interest_id: 9, status: 'pending' } }) } },
  { type: 'xstate.done.actor.expressInterest', output: { outcome: 'refused', message: 'The deadline for this call has passed: it no longer takes interest.' } },
  { type: 'xstate.error.actor.expressInterest', error: new Error('Network Error') },
  { type: 'xstate.done.actor.withdrawInterest', output: pathCall({ my_interest: { interest_id: 9, status: 'withdrawn' } }) },
  { type: 'xstate.error.actor.withdrawInterest', error: new Error('Request failed with status code 500') },
];

const posterEvents = [
  { type: 'collab.pick', interestId: 5 },
  { type: 'collab.pick', interestId: 77 },
  { type: 'collab.decline', interestId: 6 },
  { type: 'collab.close' },
  { type: 'collab.retry' },
  { type: 'collab.dismiss' },
  { type: 'xstate.done.actor.decide', output: { ...PATH_POSTER_CALL, conversation_id: 12, interests: [{ interest_id: 5, name: 'Rohan Mehta', message: 'Android and TFLite.', status: 'picked' }, { interest_id: 6, name: 'Mei Chen', message: 'Computer vision, 6 years.', status: 'pending' }] } },
  { type: 'xstate.error.actor.decide', error: new Error('Only a pending interest can be picked or declined.') },
  { type: 'xstate.done.actor.closeCall', output: { ...PATH_POSTER_CALL, status: 'closed' } },
  { type: 'xstate.error.actor.closeCall', error: new Error('Network Error') },
];

// A member on an open call: write a message, every answer, withdraw, and the failures.
export const collaborationCallMemberPathModel = {
  name: 'collaboration-call (a member on an open call)',
  machine: withInput(collaborationCallMachine, { call: PATH_CALL }),
  events: memberEvents as AnyEventObject[],
  screens,
  actions: COLLABORATION_CALL_STEPS,
  step: expressAnswerStep,
};

// The poster: pick, decline, close, and the failures with their retry.
export const collaborationCallPosterPathModel = {
  name: 'collaboration-call (the poster of an open call)',
  machine: withInput(collaborationCallMachine, { call: PATH_POSTER_CALL }),
  events: posterEvents as AnyEventObject[],
  screens,
  actions: COLLABORATION_CALL_STEPS,
};

// A member opening a call past its deadline: nothing to do but read.
export const collaborationCallLatePathModel = {
  name: 'collaboration-call (a call past its deadline)',
  machine: withInput(collaborationCallMachine, { call: pathCall({ is_past_deadline: true }) }),
  events: memberEvents as AnyEventObject[],
  screens,
  actions: COLLABORATION_CALL_STEPS,
};

// The poster of a closed call.
export const collaborationCallClosedPathModel = {
  name: 'collaboration-call (the poster of a closed call)',
  machine: withInput(collaborationCallMachine, { call: { ...PATH_POSTER_CALL, status: 'closed' } }),
  events: posterEvents as AnyEventObject[],
  screens,
  actions: COLLABORATION_CALL_STEPS,
};

export const collaborationCallPathModels = [
  collaborationCallMemberPathModel, collaborationCallPosterPathModel, collaborationCallLatePathModel, collaborationCallClosedPathModel,
];
