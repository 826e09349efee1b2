import type { EventObject } from 'xstate';
import type { IdeaCard } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { ideaBoardMachine } from './idea-board.machine';

const card = (card_id: number, column: IdeaCard['column'], position: number, title: string): IdeaCard =>
  ({ card_id, column, position, title, notes: '', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });
export const DEMO_BOARD: IdeaCard[] = [card(1, 'ideas', 0, 'Voice entry'), card(2, 'ideas', 1, 'Bank pilot'), card(3, 'exploring', 0, 'Credit score')];

export const ideaBoardPathModel = {
  name: 'idea-board',
  machine: ideaBoardMachine,
  events: [
    { type: 'board.add', title: 'Offline ledger' },
    { type: 'board.edit', cardId: 1, title: 'Voice entry in Marathi', notes: '' },
    { type: 'board.move', cardId: 1, column: 'building', position: 0 },
    { type: 'board.step', cardId: 3, direction: 'right' },
    { type: 'board.delete', cardId: 2 },
    { type: 'board.retry' },
    { type: 'xstate.done.actor.loadBoard', output: DEMO_BOARD },
    { type: 'xstate.error.actor.loadBoard', error: new Error('Network Error') },
    { type: 'xstate.done.actor.saveChange', output: DEMO_BOARD },
    { type: 'xstate.error.actor.saveChange', error: new Error('Network Error') },
  ] as EventObject[],
  screens: stateDescriptions(ideaBoardMachine),
  actions: {
    'board.add': 'Type a title in "Add idea" and press Add',
    'board.edit': 'Press Edit on a card, change the title and press Save',
    'board.move': 'Drag a card to another column',
    'board.step': 'Press "Move right" on a card',
    'board.delete': 'Press Delete on a card and confirm',
    'board.retry': 'Press "Try again"',
    'xstate.done.actor.loadBoard': 'The server answers with your cards',
    'xstate.error.actor.loadBoard': 'Loading fails (e.g. offline)',
    'xstate.done.actor.saveChange': 'The server saves the change',
    'xstate.error.actor.saveChange': 'Saving fails; the board goes back as it was, with the reason',
  },
};
