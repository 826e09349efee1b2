import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { unitNavigationMachine, type UnitVisited } from './unit-navigation.machine';
import { PATH_PROGRAM, unitNavigationPathModel } from './unit-navigation.paths';

const model = unitNavigationPathModel;
const cases = transitionPaths(model.machine, model.events);

/** The rule of SPEC §4 written out by hand for the fixed program, per unit: where Next and Previous lead. */
const EXPECTED: Record<number, { next: number | null; previous: number | null; move: { next?: string; previous?: string } }> = {
  1: { next: 2, previous: null, move: { next: 'within-module' } },
  2: { next: 3, previous: 1, move: { next: 'next-module', previous: 'within-module' } },
  3: { next: 4, previous: 2, move: { next: 'next-course', previous: 'previous-module' } },
  4: { next: 5, previous: 3, move: { next: 'within-module', previous: 'previous-course' } },
  5: { next: null, previous: 4, move: { previous: 'within-module' } },
};

type Snap = { value: unknown; context: { index: number; lastMove: string } };
const unitOf = (s: Snap) => PATH_PROGRAM[s.context.index]!.unit_id;

/** A program page that only listens: what unit-navigation reports on each arrival. */
function listen(startUnitId = 1) {
  const heard: UnitVisited[] = [];
  const page = createActor(createMachine({ on: { 'unit.visited': { actions: ({ event }) => { heard.push(event as UnitVisited); } } } })).start();
  const nav = createActor(unitNavigationMachine, { input: { units: PATH_PROGRAM, startUnitId, page } }).start();
  return { nav, heard };
}

describe('unitNavigationMachine transitions (state level, what QA walks)', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"first" --unit.open--> "last"',
      '"first" --unit.open--> "middle"',
      '"first" --unit.open--> "middle"',
      '"last" --unit.open--> "first"',
      '"last" --unit.open--> "middle"',
      '"last" --unit.open--> "middle"',
      '"middle" --unit.open--> "first"',
      '"middle" --unit.open--> "last"',
    ]);
  });

  it('reaches every state, and QA has a description of each, read from the chart', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
    expect(model.screens['"last"']).toContain('Mark complete');
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});

describe('unitNavigationMachine transitions (every unit × every unit opened)', () => {
  const events = PATH_PROGRAM.map((u) => ({ type: 'unit.open', unit_id: u.unit_id }));
  const adjacency = getAdjacencyMap(model.machine, {
    events: events as never,
    serializeState: (s) => `${JSON.stringify(s.value)}@${unitOf(s as unknown as Snap)}`,
  });
  const edges = Object.values(adjacency).flatMap(({ state, transitions }) =>
    Object.values(transitions as Record<string, { event: AnyEventObject; state: Snap }>).map((t) => ({
      from: unitOf(state as unknown as Snap), event: t.event, to: unitOf(t.state), move: t.state.context.lastMove,
    })));

  it('visits every unit of the fixed program', () => {
    expect([...new Set(edges.map((e) => e.from))].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([1, 2, 3, 4, 5])('from unit %i: the unit after is a Next step, the unit before a Previous step, across modules and courses', (unit) => {
    const want = EXPECTED[unit]!;
    if (want.next !== null) expect(edges.find((e) => e.from === unit && e.event.unit_id === want.next)).toMatchObject({ to: want.next, move: want.move.next });
    if (want.previous !== null) expect(edges.find((e) => e.from === unit && e.event.unit_id === want.previous)).toMatchObject({ to: want.previous, move: want.move.previous });
    for (const other of [1, 2, 3, 4, 5].filter((u) => u !== unit && u !== want.next && u !== want.previous)) {
      expect(edges.find((e) => e.from === unit && e.event.unit_id === other)).toMatchObject({ to: other, move: 'jump' });
    }
    // Opening the unit already open changes nothing.
    expect(edges.find((e) => e.from === unit && e.event.unit_id === unit)).toMatchObject({ to: unit });
  });
});

describe('moving forward completes the unit left behind', () => {
  it('reports the start, then each arrival; only a step to the next unit names the unit left behind', () => {
    const { nav, heard } = listen();
    nav.send({ type: 'unit.open', unit_id: 2 }); // Next
    nav.send({ type: 'unit.open', unit_id: 3 }); // Next, across a module
    nav.send({ type: 'unit.open', unit_id: 4 }); // Next, across a course
    nav.send({ type: 'unit.open', unit_id: 3 }); // Previous
    nav.send({ type: 'unit.open', unit_id: 2 }); // Previous within a module
    nav.send({ type: 'unit.open', unit_id: 5 }); // a jump in the outline
    nav.send({ type: 'unit.open', unit_id: 5 }); // already there: nothing
    expect(heard).toEqual([
      { type: 'unit.visited', unit_id: 1, completed_unit_id: null },
      { type: 'unit.visited', unit_id: 2, completed_unit_id: 1 },
      { type: 'unit.visited', unit_id: 3, completed_unit_id: 2 },
      { type: 'unit.visited', unit_id: 4, completed_unit_id: 3 },
      { type: 'unit.visited', unit_id: 3, completed_unit_id: null },
      { type: 'unit.visited', unit_id: 2, completed_unit_id: null },
      { type: 'unit.visited', unit_id: 5, completed_unit_id: null },
    ]);
  });

  it('along every QA path, an arrival names the unit left behind exactly when it was a Next step', () => {
    for (const c of cases) {
      const { nav, heard } = listen();
      for (const e of c.steps) nav.send(e as never);
      const arrivals = heard.slice(1);
      let at = 1;
      arrivals.forEach((h) => { expect(h.completed_unit_id).toBe(h.unit_id === at + 1 ? at : null); at = h.unit_id; });
      nav.stop();
    }
  });
});
