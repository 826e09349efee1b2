import type { EventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { assistantTestMachine } from './assistant-test.machine';

const off = { type: 'xstate.done.actor.loadStatus', output: { configured: false, model: null, message: 'No assistant model is configured.' } };
const on = { type: 'xstate.done.actor.loadStatus', output: { configured: true, model: 'gemini-1.5-flash', message: 'On.' } };

export const assistantTestPathModel = {
  name: 'assistant-test',
  machine: assistantTestMachine,
  events: [
    { type: 'assistant.ask', prompt: 'What should I validate first?' },
    { type: 'assistant.retry' },
    off, on,
    { type: 'xstate.error.actor.loadStatus', error: new Error('Network Error') },
    { type: 'xstate.done.actor.ask', output: { model: 'gemini-1.5-flash', answer: 'Talk to customers.' } },
    { type: 'xstate.error.actor.ask', error: new Error('The assistant model did not answer.') },
  ] as EventObject[],
  screens: stateDescriptions(assistantTestMachine),
  actions: {
    'assistant.ask': 'Type a question and press Ask',
    'assistant.retry': 'Press "Try again"',
    'xstate.done.actor.loadStatus': 'The server says whether a model is configured',
    'xstate.error.actor.loadStatus': 'The server does not answer',
    'xstate.done.actor.ask': 'The model answers',
    'xstate.error.actor.ask': 'The model does not answer',
  },
  step: (event: EventObject) => (event === off ? 'The server says no model is configured' : event === on ? 'The server says a model is configured' : undefined),
};
