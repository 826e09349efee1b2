// Unit navigation (SPEC §4): next moves within the module, then to the first unit of the next
// module, then to the first unit of the next course. Previous is the exact reverse (the last
// unit of the previous module, then of the previous course). At either end the current unit
// stays. The outline is the program's units in reading order (contracts outlineOf).
//
// The address is the source of the current unit (one direction, decision 0055): Next and
// Previous are links to the units this machine names (selectNextUnit / selectPreviousUnit), and
// the unit in the URL arrives as `unit.open`. Opening the unit right after the current one is a
// forward step, and a forward step completes the unit left behind: the machine reports every
// arrival to the program page (`unit.visited` with `completed_unit_id`), which applies the
// unit's completion rule (a quiz must be passed).
import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { OutlineUnit } from '../../contracts';

export interface UnitNavigationInput {
  units: OutlineUnit[];
  /** Where to start (the unit in the address); the first unit when missing or unknown. */
  startUnitId?: number | null;
  /** Who hears of each arrival (the program page): `{ type: 'unit.visited', unit_id, completed_unit_id }`. */
  page?: AnyActorRef | null;
}

/** How the last move crossed the hierarchy, for the screen ("Now in Module: …"). */
export type UnitMove = 'start' | 'jump' | 'within-module' | 'next-module' | 'next-course' | 'previous-module' | 'previous-course';

export type UnitNavigationEvent = { type: 'unit.open'; unit_id: number };

/** What the program page hears on each arrival. */
export interface UnitVisited { type: 'unit.visited'; unit_id: number; completed_unit_id: number | null }

export interface UnitNavigationContext {
  units: OutlineUnit[];
  index: number;
  lastMove: UnitMove;
  /** Whether the last move was a step to the next unit (the one that completes the unit left behind). */
  steppedForward: boolean;
  page: AnyActorRef | null;
}

export function moveKind(from: OutlineUnit, to: OutlineUnit, forward: boolean): UnitMove {
  if (from.course_id !== to.course_id) return forward ? 'next-course' : 'previous-course';
  if (from.module_id !== to.module_id) return forward ? 'next-module' : 'previous-module';
  return 'within-module';
}

const indexOf = (context: UnitNavigationContext, event: UnitNavigationEvent) => context.units.findIndex((u) => u.unit_id === event.unit_id);

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
    /** The unit right after the current one (what Next leads to). */
    isNextUnit: ({ context, event }) => indexOf(context, event) === context.index + 1,
    /** The unit right before the current one (what Previous leads to). */
    isPreviousUnit: ({ context, event }) => context.index > 0 && indexOf(context, event) === context.index - 1,
    /** Any other unit of the program (picked in the outline, or typed in the address). */
    isOtherUnit: ({ context, event }) => { const i = indexOf(context, event); return i >= 0 && i !== context.index; },
  },
  actions: {
    stepForward: assign(({ context }) => ({
      index: context.index + 1,
      lastMove: moveKind(context.units[context.index]!, context.units[context.index + 1]!, true),
      steppedForward: true,
    })),
    stepBack: assign(({ context }) => ({
      index: context.index - 1,
      lastMove: moveKind(context.units[context.index]!, context.units[context.index - 1]!, false),
      steppedForward: false,
    })),
    jump: assign(({ context, event }) => ({ index: indexOf(context, event), lastMove: 'jump' as const, steppedForward: false })),
    /** Tells the program page where the learner is; after a forward step, which unit they finished. */
    reportPosition: enqueueActions(({ context, enqueue }) => {
      const current = context.units[context.index];
      if (!current || !context.page) return;
      const left = context.steppedForward ? context.units[context.index - 1]?.unit_id ?? null : null;
      enqueue.sendTo(context.page, { type: 'unit.visited', unit_id: current.unit_id, completed_unit_id: left } satisfies UnitVisited);
    }),
  },
}).createMachine({
  id: 'unitNavigation',
  context: ({ input }) => {
    const start = input.units.findIndex((u) => u.unit_id === input.startUnitId);
    return { units: input.units, index: Math.max(0, start), lastMove: 'start', steppedForward: false, page: input.page ?? null };
  },
  initial: 'positioning',
  on: {
    'unit.open': [
      { guard: 'isNextUnit', target: '.positioning', actions: 'stepForward' },
      { guard: 'isPreviousUnit', target: '.positioning', actions: 'stepBack' },
      { guard: 'isOtherUnit', target: '.positioning', actions: 'jump' },
    ],
  },
  states: {
    // Where the current unit sits decides which links exist.
    positioning: {
      always: [
        { guard: 'isEmpty', target: 'empty' },
        { guard: 'isOnly', target: 'only', actions: 'reportPosition' },
        { guard: 'atFirst', target: 'first', actions: 'reportPosition' },
        { guard: 'atLast', target: 'last', actions: 'reportPosition' },
        { target: 'middle', actions: 'reportPosition' },
      ],
    },
    empty: { description: 'The program has no units yet.' },
    only: { description: 'The only unit of the program: "← Previous" is disabled and "Mark complete" takes the place of "Next →".' },
    first: { description: 'The first unit: "← Previous" is disabled and "Next →" leads to the next unit.' },
    middle: { description: 'A unit inside the program: "← Previous" and "Next →" are both enabled; a new module or course is announced ("Now in …").' },
    last: { description: 'The last unit: "← Previous" is enabled and "Mark complete" takes the place of "Next →" ("Program finished ✓" once done).' },
  },
});
