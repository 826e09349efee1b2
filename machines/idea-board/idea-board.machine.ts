// The innovation workspace's idea board (/innovation-workspace; issue 15, decision 0046): cards
// in four columns that the member adds, edits, moves (drag or "Move left/right/up/down" buttons)
// and deletes. Every change shows at once (optimistic); the server's answer then replaces the
// board, and a failed change puts the board back as it was, with the reason. One change is saved
// at a time; changes asked for meanwhile are refused with a polite word (the buttons say busy).
import { assign, fromPromise, setup } from 'xstate';
import { IDEA_COLUMN_KEYS, IDEA_COLUMNS, WORKSPACE_MESSAGES, type IdeaCard, type IdeaColumnKey } from '../../contracts';

export type IdeaOp =
  | { kind: 'add'; title: string; notes: string; column: IdeaColumnKey }
  | { kind: 'edit'; cardId: number; title: string; notes: string }
  | { kind: 'move'; cardId: number; column: IdeaColumnKey; position: number }
  | { kind: 'delete'; cardId: number };

export type IdeaBoardEvent =
  | { type: 'board.add'; title: string; notes?: string; column?: IdeaColumnKey }
  | { type: 'board.edit'; cardId: number; title: string; notes: string }
  | { type: 'board.move'; cardId: number; column: IdeaColumnKey; position: number }
  | { type: 'board.step'; cardId: number; direction: 'left' | 'right' | 'up' | 'down' }
  | { type: 'board.delete'; cardId: number }
  | { type: 'board.retry' };

export interface IdeaBoardContext {
  cards: IdeaCard[];
  /** The board before the change in flight (restored if it fails). */
  previous: IdeaCard[];
  op: IdeaOp | null;
  error: string | null;
  saveError: string | null;
  /** What the last change did, for the polite live region. */
  announcement: string;
  /** The card that keeps keyboard focus after a move. */
  focusCardId: number | null;
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const titleOf = (key: IdeaColumnKey) => IDEA_COLUMNS.find((c) => c.key === key)!.title;
const columnCards = (cards: IdeaCard[], column: IdeaColumnKey, except?: number) =>
  cards.filter((c) => c.column === column && c.card_id !== except).sort((a, b) => a.position - b.position);

/** The board with positions 0..n-1 in each column, in column order. */
function normalise(cards: IdeaCard[]): IdeaCard[] {
  return IDEA_COLUMN_KEYS.flatMap((key) => columnCards(cards, key).map((c, position) => ({ ...c, position })));
}

/** Moves a card to `column` at `position` (clamped), closing up the gap it leaves. */
export function moveCard(cards: IdeaCard[], cardId: number, column: IdeaColumnKey, position: number): IdeaCard[] {
  const card = cards.find((c) => c.card_id === cardId);
  if (!card) return cards;
  const target = columnCards(cards, column, cardId);
  target.splice(Math.max(0, Math.min(position, target.length)), 0, { ...card, column });
  const ordered = target.map((c, i) => ({ ...c, position: i }));
  return normalise([...cards.filter((c) => c.column !== column && c.card_id !== cardId), ...ordered]);
}

/** Where a keyboard step takes a card: left/right to the end of the next column, up/down within its column; null at an edge. */
export function stepTarget(cards: IdeaCard[], cardId: number, direction: 'left' | 'right' | 'up' | 'down'): { column: IdeaColumnKey; position: number } | null {
  const card = cards.find((c) => c.card_id === cardId);
  if (!card) return null;
  const index = IDEA_COLUMN_KEYS.indexOf(card.column);
  if (direction === 'left' || direction === 'right') {
    const next = IDEA_COLUMN_KEYS[index + (direction === 'left' ? -1 : 1)];
    return next ? { column: next, position: columnCards(cards, next).length } : null;
  }
  const column = columnCards(cards, card.column);
  const at = column.findIndex((c) => c.card_id === cardId);
  const to = at + (direction === 'up' ? -1 : 1);
  return to < 0 || to >= column.length ? null : { column: card.column, position: to };
}

export const ideaBoardMachine = setup({
  types: { context: {} as IdeaBoardContext, events: {} as IdeaBoardEvent },
  actors: {
    loadBoard: fromPromise<IdeaCard[], void>(async () => {
      throw new Error('loadBoard is not provided');
    }),
    /** Saves one change and answers the whole board as the server has it. */
    saveChange: fromPromise<IdeaCard[], IdeaOp>(async () => {
      throw new Error('saveChange is not provided');
    }),
  },
  guards: {
    canStep: ({ context, event }) => event.type === 'board.step' && stepTarget(context.cards, event.cardId, event.direction) !== null,
    knownCard: ({ context, event }) => 'cardId' in event && context.cards.some((c) => c.card_id === event.cardId),
    hasTitle: ({ event }) => event.type === 'board.add' && event.title.trim().length > 0,
  },
  actions: {
    apply: assign(({ context, event }) => {
      const now = new Date().toISOString();
      let op: IdeaOp;
      let cards = context.cards;
      let announcement: string;
      let focusCardId = context.focusCardId;
      switch (event.type) {
        case 'board.add': {
          const column = event.column ?? 'ideas';
          op = { kind: 'add', title: event.title.trim(), notes: (event.notes ?? '').trim(), column };
          // A temporary negative id until the server answers with the real one.
          const tempId = Math.min(0, ...cards.map((c) => c.card_id)) - 1;
          cards = normalise([...cards, { card_id: tempId, column, position: 1e6, title: op.title, notes: op.notes, created_at: now, updated_at: now }]);
          announcement = `Added “${op.title}” to ${titleOf(column)}.`;
          break;
        }
        case 'board.edit':
          op = { kind: 'edit', cardId: event.cardId, title: event.title.trim(), notes: event.notes.trim() };
          cards = cards.map((c) => (c.card_id === event.cardId ? { ...c, title: event.title.trim(), notes: event.notes.trim() } : c));
          announcement = `Saved “${event.title.trim()}”.`;
          break;
        case 'board.delete': {
          const card = cards.find((c) => c.card_id === event.cardId)!;
          op = { kind: 'delete', cardId: event.cardId };
          cards = normalise(cards.filter((c) => c.card_id !== event.cardId));
          announcement = `Deleted “${card.title}”.`;
          break;
        }
        default: {
          const target = event.type === 'board.step' ? stepTarget(cards, event.cardId, event.direction)! : event.type === 'board.move' ? { column: event.column, position: event.position } : null;
          if (!target || !('cardId' in event)) return {};
          op = { kind: 'move', cardId: event.cardId, ...target };
          const card = cards.find((c) => c.card_id === event.cardId)!;
          cards = moveCard(cards, event.cardId, target.column, target.position);
          const moved = cards.find((c) => c.card_id === event.cardId)!;
          announcement = `Moved “${card.title}” to ${titleOf(moved.column)}, position ${moved.position + 1}.`;
          focusCardId = event.cardId;
        }
      }
      return { previous: context.cards, cards, op, saveError: null, announcement, focusCardId };
    }),
  },
}).createMachine({
  id: 'ideaBoard',
  context: { cards: [], previous: [], op: null, error: null, saveError: null, announcement: '', focusCardId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The board shows a loading message while your cards load.',
      tags: ['loading'],
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        onDone: { target: 'ready', actions: assign({ cards: ({ event }) => normalise(event.output), error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, WORKSPACE_MESSAGES.failed) }) },
      },
    },
    failed: {
      description: 'The board says it could not be loaded, with a Try again button.',
      on: { 'board.retry': 'loading' },
    },
    ready: {
      description: 'The board shows four columns — Ideas, Exploring, Validating, Building — with your cards, an "Add idea" form, and on each card Edit, Delete and Move buttons.',
      on: {
        'board.add': { guard: 'hasTitle', target: 'saving', actions: 'apply' },
        'board.edit': { guard: 'knownCard', target: 'saving', actions: 'apply' },
        'board.move': { guard: 'knownCard', target: 'saving', actions: 'apply' },
        'board.step': { guard: 'canStep', target: 'saving', actions: 'apply' },
        'board.delete': { guard: 'knownCard', target: 'saving', actions: 'apply' },
      },
    },
    saving: {
      description: 'The change already shows on the board while it is saved; the other buttons wait.',
      tags: ['saving'],
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        input: ({ context }) => context.op!,
        onDone: { target: 'ready', actions: assign({ cards: ({ event }) => normalise(event.output), previous: [], op: null }) },
        onError: {
          target: 'ready',
          actions: assign({
            cards: ({ context }) => context.previous, previous: [], op: null,
            saveError: ({ event }) => `Not saved: ${errorText(event.error, 'the server did not answer')}. The board is back as it was.`,
            announcement: 'The change was not saved; the board is back as it was.',
          }),
        },
      },
    },
  },
});
