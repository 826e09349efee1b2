// The idea board machine wired to the workspace calls (issue 15; decision 0046). Each change
// answers the whole board as the server has it: moves answer it directly, the others read it after.
import { fromPromise } from 'xstate';
import type { IdeaCard } from '../../../contracts';
import { ideaBoardMachine, type IdeaOp } from '../../../machines/idea-board';
import { addCard, deleteCard, editCard, loadBoard, moveCard } from '../../api/workspace';

async function saveChange(op: IdeaOp): Promise<IdeaCard[]> {
  switch (op.kind) {
    case 'move': return moveCard(op.cardId, { column: op.column, position: op.position });
    case 'add': await addCard({ title: op.title, notes: op.notes, column: op.column }); break;
    case 'edit': await editCard(op.cardId, { title: op.title, notes: op.notes }); break;
    case 'delete': await deleteCard(op.cardId); break;
  }
  return loadBoard();
}

export const ideaBoardLogic = ideaBoardMachine.provide({
  actors: {
    loadBoard: fromPromise<IdeaCard[], void>(() => loadBoard()),
    saveChange: fromPromise<IdeaCard[], IdeaOp>(({ input }) => saveChange(input)),
  },
});
