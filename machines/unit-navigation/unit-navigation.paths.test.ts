import { createActor, type AnyEventObject } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { PATH_PROGRAM, unitNavigationPathModel } from './unit-navigation.paths';

const model = unitNavigationPathModel;
const cases = transitionPaths(model.machine, model.events);

/** The rule of SPEC §4 written out by hand for the fixed program, per unit: [next, previous]. */
const EXPECTED: Record<number, { next: number; previous: number; move: { next: string; previous: string } }> = {
  1: { next: 2, previous: 1, move: { next: 'within-module', previous: 'start' } },
  2: { next: 3, previous: 1, move: { next: 'next-module', previous: 'within-module' } },
  3: { next: 4, previous: 2, move: { next: 'next-course', previous: 'previous-module' } },
  4: { next: 5, previous: 3, move: { next: 'within-module', previous: 'previous-course' } },
  5: { next: 5, previous: 4, move: { next: 'start', previous: 'within-module' } },
};

type Snap = { value: unknown; context: { index: number; lastMove: string } };
const unitOf = (s: Snap) => PATH_PROGRAM[s.context.index]!.unit_id;

describe('unitNavigationMachine transitions (state level)', () => {
  // The state-level walk (what `npm run paths` prints) keys states by value only; the
  // per-unit walk below covers every unit × event, ends and boundaries included.
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"first" --unit.goTo--> "last"',
      '"first" --unit.goTo--> "middle"',
      '"first" --unit.next--> "middle"',
      '"last" --unit.goTo--> "middle"',
      '"last" --unit.previous--> "middle"',
      '"middle" --unit.goTo--> "last"',
      '"middle" --unit.previous--> "first"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});

describe('unitNavigationMachine transitions (every unit × every event)', () => {
  // Traverse with the current unit in the key: every (unit, event) pair is one edge.
  const adjacency = getAdjacencyMap(model.machine, {
    events: model.events as never,
    serializeState: (s) => `${JSON.stringify(s.value)}@${unitOf(s as unknown as Snap)}`,
  });
  const edges = Object.values(adjacency).flatMap(({ state, transitions }) =>
    Object.values(transitions as Record<string, { event: AnyEventObject; state: Snap }>).map((t) => ({
      from: unitOf(state as unknown as Snap), event: t.event, to: unitOf(t.state), move: t.state.context.lastMove,
    })));

  it('visits every unit of the fixed program', () => {
    expect([...new Set(edges.map((e) => e.from))].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([1, 2, 3, 4, 5])('from unit %i: Next and Previous follow the module → course order, and stay at the ends', (unit) => {
    const next = edges.find((e) => e.from === unit && e.event.type === 'unit.next');
    const previous = edges.find((e) => e.from === unit && e.event.type === 'unit.previous');
    const want = EXPECTED[unit]!;
    // At an end the event changes nothing: the current unit (and the last move) stays.
    expect(next).toMatchObject({ to: want.next, ...(want.next === unit ? {} : { move: want.move.next }) });
    expect(previous).toMatchObject({ to: want.previous, ...(want.previous === unit ? {} : { move: want.move.previous }) });
  });

  it('Previous is the exact reverse of Next', () => {
    for (const e of edges.filter((x) => x.event.type === 'unit.next' && x.to !== x.from)) {
      const back = edges.find((x) => x.from === e.to && x.event.type === 'unit.previous');
      expect(back?.to).toBe(e.from);
    }
  });

  it('goTo jumps to a known unit from anywhere and ignores an unknown one', () => {
    for (const unit of [1, 2, 3, 4, 5]) {
      expect(edges.find((e) => e.from === unit && e.event.type === 'unit.goTo' && e.event.unit_id === 3)).toMatchObject({ to: 3, move: 'jump' });
      expect(edges.find((e) => e.from === unit && e.event.type === 'unit.goTo' && e.event.unit_id === 99)).toMatchObject({ to: unit });
    }
  });
});
