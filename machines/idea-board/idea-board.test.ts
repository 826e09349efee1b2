import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { IdeaCard } from '../../contracts';
import { ideaBoardMachine, moveCard, stepTarget, type IdeaOp } from './idea-board.machine';
import { DEMO_BOARD } from './idea-board.paths';
import { selectBoardAnnouncement, selectBoardSaveError, selectCards, selectFocusCardId } from './idea-board.selectors';

const layout = (cards: IdeaCard[]) => cards.map((c) => `${c.column}:${c.position}:${c.title}`);

function start(saveChange: (op: IdeaOp, cards: IdeaCard[]) => Promise<IdeaCard[]>) {
  // The fake save reads the board the actor shows at that moment, so the actor names itself.
  const actor: Actor<typeof ideaBoardMachine> = createActor(ideaBoardMachine.provide({
    actors: {
      loadBoard: fromPromise<IdeaCard[], void>(async () => DEMO_BOARD),
      saveChange: fromPromise<IdeaCard[], IdeaOp>(({ input }) => saveChange(input, actor.getSnapshot().context.cards)),
    },
  })).start();
  return actor;
}

describe('idea board rules', () => {
  it('moves a card and closes up the gap', () => {
    expect(layout(moveCard(DEMO_BOARD, 1, 'exploring', 0))).toEqual(['ideas:0:Bank pilot', 'exploring:0:Voice entry', 'exploring:1:Credit score']);
    expect(layout(moveCard(DEMO_BOARD, 1, 'ideas', 9))).toEqual(['ideas:0:Bank pilot', 'ideas:1:Voice entry', 'exploring:0:Credit score']);
  });

  it('keyboard steps: right/left to the end of the next column, up/down within; nothing past an edge', () => {
    expect(stepTarget(DEMO_BOARD, 1, 'right')).toEqual({ column: 'exploring', position: 1 });
    expect(stepTarget(DEMO_BOARD, 1, 'left')).toBeNull();
    expect(stepTarget(DEMO_BOARD, 2, 'up')).toEqual({ column: 'ideas', position: 0 });
    expect(stepTarget(DEMO_BOARD, 2, 'down')).toBeNull();
    expect(stepTarget(moveCard(DEMO_BOARD, 3, 'building', 0), 3, 'right')).toBeNull();
  });
});

describe('ideaBoardMachine', () => {
  it('shows a move at once, then takes the server’s board; focus stays on the moved card', async () => {
    let release!: () => void;
    const actor = start((_op, cards) => new Promise((resolve) => { release = () => resolve(cards); }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'board.step', cardId: 1, direction: 'right' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(layout(selectCards(actor.getSnapshot()))).toEqual(['ideas:0:Bank pilot', 'exploring:0:Credit score', 'exploring:1:Voice entry']);
    expect(selectBoardAnnouncement(actor.getSnapshot())).toBe('Moved “Voice entry” to Exploring, position 2.');
    expect(selectFocusCardId(actor.getSnapshot())).toBe(1);
    // A second change while saving waits its turn (refused).
    actor.send({ type: 'board.delete', cardId: 2 });
    expect(selectCards(actor.getSnapshot())).toHaveLength(3);
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectBoardSaveError(actor.getSnapshot())).toBeNull();
  });

  it('rolls back a failed change with the reason', async () => {
    const actor = start(async () => { throw new Error('Card not found'); });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'board.delete', cardId: 2 });
    expect(selectCards(actor.getSnapshot())).toHaveLength(2);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(layout(selectCards(actor.getSnapshot()))).toEqual(layout(DEMO_BOARD));
    expect(selectBoardSaveError(actor.getSnapshot())).toBe('Not saved: Card not found. The board is back as it was.');
  });

  it('adds with a temporary id replaced by the server’s card; edits in place; empty titles are ignored', async () => {
    const ops: IdeaOp[] = [];
    const actor = start(async (op, cards) => {
      ops.push(op);
      return cards.map((c) => (c.card_id < 0 ? { ...c, card_id: 99 } : c));
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'board.add', title: '   ' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'board.add', title: ' Offline ledger ', column: 'building' });
    expect(selectCards(actor.getSnapshot()).find((c) => c.title === 'Offline ledger')!.card_id).toBeLessThan(0);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectCards(actor.getSnapshot()).find((c) => c.title === 'Offline ledger')).toMatchObject({ card_id: 99, column: 'building', position: 0 });
    actor.send({ type: 'board.edit', cardId: 99, title: 'Offline-first ledger', notes: 'sync later' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ops).toEqual([
      { kind: 'add', title: 'Offline ledger', notes: '', column: 'building' },
      { kind: 'edit', cardId: 99, title: 'Offline-first ledger', notes: 'sync later' },
    ]);
    // Moving an unknown card does nothing.
    actor.send({ type: 'board.move', cardId: 12345, column: 'ideas', position: 0 });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
