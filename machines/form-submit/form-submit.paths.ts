import type { EventObject } from 'xstate';
import { formSubmitMachine } from './form-submit.machine';

export const formSubmitPathModel = {
  name: 'form-submit',
  machine: formSubmitMachine,
  events: [
    { type: 'form.submit', values: { a: 1 } },
    { type: 'form.reset' },
    { type: 'xstate.done.actor.submit', output: 'Saved.' },
    { type: 'xstate.error.actor.submit', error: new Error('The current password is not correct.') },
  ] as EventObject[],
  screens: {
    '"idle"': 'the form, ready',
    '"submitting"': 'the form with its button busy',
    '"succeeded"': 'the form with the confirmation (e.g. "Password changed.")',
    '"failed"': 'the form with the server’s message in red',
  },
  actions: {
    'form.submit': 'Fill in the form and submit it',
    'form.reset': 'Start again',
    'xstate.done.actor.submit': 'The server accepts it',
    'xstate.error.actor.submit': 'The server refuses it',
  },
};
