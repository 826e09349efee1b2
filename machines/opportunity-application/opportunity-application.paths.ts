import type { EventObject } from 'xstate';
import { opportunityApplicationMachine } from './opportunity-application.machine';

export const opportunityApplicationPathModel = {
  name: 'opportunity-application',
  machine: opportunityApplicationMachine,
  events: [
    { type: 'application.start' },
    { type: 'application.cancel' },
    { type: 'application.submit', message: 'I mentored three founders last year.' },
    { type: 'xstate.done.actor.apply', output: { status: 'pending' } },
    { type: 'xstate.error.actor.apply', error: new Error('You have already applied to this opportunity.') },
  ] as EventObject[],
  screens: {
    '"idle"': 'the opportunity card with its Apply button',
    '"composing"': 'the card with a message box, Send application and Cancel',
    '"submitting"': 'the card with Send application busy',
    '"applied"': 'the card saying “Application sent: pending”',
  },
  actions: {
    'application.start': 'Press Apply',
    'application.cancel': 'Press Cancel',
    'application.submit': 'Write a short message and press Send application',
    'xstate.done.actor.apply': 'The server records the application and tells the owner',
    'xstate.error.actor.apply': 'The server refuses it (for example, already applied)',
  },
};
