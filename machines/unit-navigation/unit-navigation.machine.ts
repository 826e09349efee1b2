// Unit navigation (SPEC §4): next moves within the module, then to the first unit of the next
// module, then to the first unit of the next course. Previous is the exact reverse (the last
// unit of the previous module, then of the previous course). At either end the current unit
// stays. The outline is the program's units in reading order (contracts outlineOf).
import { assign, setup } from 'xstate';
import type { OutlineUnit } from '../../contracts';

export interface UnitNavigationInput {
  units: OutlineUnit[];
  /** Where to start (the unit to resume at); the first unit when missing or unknown. */
  startUnitId?: number | null;
}

/** How the last move crossed the hierarchy, for the screen ("Module 2 begins"). */
export type UnitMove = 'start' | 'jump' | 'within-module' | 'next-module' | 'next-course' | 'previous-module' | 'previous-course';

export type UnitNavigationEvent =
  | { type: 'unit.next' }
  | { type: 'unit.previous' }
  | { type: 'unit.goTo'; unit_id: number };

export interface UnitNavigationContext {
  units: OutlineUnit[];
  index: number;
  lastMove: UnitMove;
}

export function moveKind(from: OutlineUnit, to: OutlineUnit, forward: boolean): UnitMove {
  if (from.course_id !== to.course_id) return forward ? 'next-course' : 'previous-course';
  if (from.module_id !== to.module_id) return forward ? 'next-module' : 'previous-module';
  return 'within-module';
}

export const unitNavigationMachine = setup({
  types: {
    input: {} as UnitNavigationInput,
    context: {} as UnitNavigationContext,
    events: {} as UnitNavigationEvent,
  },
  guards: {
    isEmpty: ({ context }) => context.units.length === 0,
    isOnly: ({ context }) => context.units.length === 1,
    atFirst: ({ context }) => context.index === 0,
    atLast: ({ context }) => context.index === context.units.length - 1,
    knownUnit: ({ context, event }) => event.type === 'unit.goTo' && context.units.some((u) => u.unit_id === event.unit_id),
  },
  actions: {
    stepForward: assign(({ context }) => ({
      index: context.index + 1,
      lastMove: moveKind(context.units[context.index]!, context.units[context.index + 1]!, true),
    })),
    stepBack: assign(({ context }) => ({
      index: context.index - 1,
      lastMove: moveKind(context.units[context.index]!, context.units[context.index - 1]!, false),
    })),
    jump: assign(({ context, event }) => ({
      index: event.type === 'unit.goTo' ? context.units.findIndex((u) => u.unit_id === event.unit_id) : context.index,
      lastMove: 'jump' as const,
    })),
    /** The current unit changed (the program page saves it as the place to resume). Supplied with .provide(). */
    reportPosition: () => {},
  },
}).createMachine({
  id: 'unitNavigation',
  context: ({ input }) => {
    const start = input.units.findIndex((u) => u.unit_id === input.startUnitId);
    return { units: input.units, index: Math.max(0, start), lastMove: 'start' };
  },
  initial: 'positioning',
  states: {
    // Where the current unit sits decides which moves exist.
    positioning: {
      always: [
        { guard: 'isEmpty', target: 'empty' },
        { guard: 'isOnly', target: 'only', actions: 'reportPosition' },
        { guard: 'atFirst', target: 'first', actions: 'reportPosition' },
        { guard: 'atLast', target: 'last', actions: 'reportPosition' },
        { target: 'middle', actions: 'reportPosition' },
      ],
    },
    empty: {},
    only: {},
    first: {
      on: {
        'unit.next': { target: 'positioning', actions: 'stepForward' },
        'unit.goTo': { guard: 'knownUnit', target: 'positioning', actions: 'jump' },
      },
    },
    middle: {
      on: {
        'unit.next': { target: 'positioning', actions: 'stepForward' },
        'unit.previous': { target: 'positioning', actions: 'stepBack' },
        'unit.goTo': { guard: 'knownUnit', target: 'positioning', actions: 'jump' },
      },
    },
    last: {
      on: {
        'unit.previous': { target: 'positioning', actions: 'stepBack' },
        'unit.goTo': { guard: 'knownUnit', target: 'positioning', actions: 'jump' },
      },
    },
  },
});
