import type { SnapshotFrom } from 'xstate';
import type { unitNavigationMachine } from './unit-navigation.machine';

type S = SnapshotFrom<typeof unitNavigationMachine>;

export const selectCurrentUnit = (s: S) => s.context.units[s.context.index] ?? null;
export const selectCurrentUnitId = (s: S) => s.context.units[s.context.index]?.unit_id ?? null;
export const selectPosition = (s: S) => (s.context.units.length === 0 ? 0 : s.context.index + 1);
export const selectTotal = (s: S) => s.context.units.length;
export const selectCanGoNext = (s: S) => s.matches('first') || s.matches('middle');
export const selectCanGoPrevious = (s: S) => s.matches('middle') || s.matches('last');
export const selectLastMove = (s: S) => s.context.lastMove;
export const selectNextUnit = (s: S) => (selectCanGoNext(s) ? s.context.units[s.context.index + 1] ?? null : null);
export const selectPreviousUnit = (s: S) => (selectCanGoPrevious(s) ? s.context.units[s.context.index - 1] ?? null : null);
