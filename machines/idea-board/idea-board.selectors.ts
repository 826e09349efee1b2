import type { SnapshotFrom } from 'xstate';
import type { IdeaColumnKey } from '../../contracts';
import type { ideaBoardMachine } from './idea-board.machine';

type S = SnapshotFrom<typeof ideaBoardMachine>;
export const selectCards = (s: S) => s.context.cards;
export const selectColumnCards = (column: IdeaColumnKey) => (s: S) => s.context.cards.filter((c) => c.column === column);
export const selectBoardLoading = (s: S) => s.hasTag('loading');
export const selectBoardSaving = (s: S) => s.hasTag('saving');
export const selectBoardError = (s: S) => (s.matches('failed') ? s.context.error : null);
export const selectBoardSaveError = (s: S) => s.context.saveError;
export const selectBoardAnnouncement = (s: S) => s.context.announcement;
export const selectFocusCardId = (s: S) => s.context.focusCardId;
