import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { OutlineUnit } from '../../contracts';
import { unitNavigationMachine, type UnitVisited } from './unit-navigation.machine';
import {
  selectCanGoNext, selectCanGoPrevious, selectCurrentUnit, selectCurrentUnitId, selectLastMove, selectNextUnit, selectPosition,
  selectPreviousUnit, selectTotal,
} from './unit-navigation.selectors';
import { PATH_PROGRAM } from './unit-navigation.paths';

function start(units: OutlineUnit[] = PATH_PROGRAM, startUnitId?: number | null) {
  const heard: UnitVisited[] = [];
  const page = createActor(createMachine({ on: { 'unit.visited': { actions: ({ event }) => { heard.push(event as UnitVisited); } } } })).start();
  const actor = createActor(unitNavigationMachine, { input: { units, startUnitId, page } }).start();
  return { actor, reported: () => heard.map((h) => h.unit_id), heard };
}

describe('unitNavigationMachine', () => {
  it('starts at the first unit, reports it, and only the next unit is reachable by Next', () => {
    const { actor, reported } = start();
    const s = actor.getSnapshot();
    expect(s.value).toBe('first');
    expect(selectCurrentUnitId(s)).toBe(1);
    expect(selectPosition(s)).toBe(1);
    expect(selectTotal(s)).toBe(5);
    expect(selectCanGoPrevious(s)).toBe(false);
    expect(selectCanGoNext(s)).toBe(true);
    expect(selectNextUnit(s)?.unit_id).toBe(2);
    expect(selectPreviousUnit(s)).toBeNull();
    expect(reported()).toEqual([1]);
  });

  it('starts at the unit of the address, and at the first one when it is unknown', () => {
    expect(selectCurrentUnitId(start(PATH_PROGRAM, 4).actor.getSnapshot())).toBe(4);
    expect(start(PATH_PROGRAM, 4).actor.getSnapshot().value).toBe('middle');
    expect(selectCurrentUnitId(start(PATH_PROGRAM, 77).actor.getSnapshot())).toBe(1);
    expect(selectCurrentUnitId(start(PATH_PROGRAM, null).actor.getSnapshot())).toBe(1);
  });

  it('walks the whole program forward (the units Next names) across a module and a course boundary, then back', () => {
    const { actor, reported } = start();
    const moves: string[] = [];
    while (selectNextUnit(actor.getSnapshot())) {
      actor.send({ type: 'unit.open', unit_id: selectNextUnit(actor.getSnapshot())!.unit_id });
      moves.push(selectLastMove(actor.getSnapshot()));
    }
    expect(selectCurrentUnitId(actor.getSnapshot())).toBe(5);
    expect(actor.getSnapshot().value).toBe('last');
    expect(moves).toEqual(['within-module', 'next-module', 'next-course', 'within-module']);
    const back: string[] = [];
    while (selectPreviousUnit(actor.getSnapshot())) {
      actor.send({ type: 'unit.open', unit_id: selectPreviousUnit(actor.getSnapshot())!.unit_id });
      back.push(selectLastMove(actor.getSnapshot()));
    }
    expect(selectCurrentUnitId(actor.getSnapshot())).toBe(1);
    expect(back).toEqual(['within-module', 'previous-course', 'previous-module', 'within-module']);
    expect(reported()).toEqual([1, 2, 3, 4, 5, 4, 3, 2, 1]);
  });

  it('jumps to a unit of the outline; an unknown id or the current unit changes nothing and reports nothing', () => {
    const { actor, reported } = start();
    actor.send({ type: 'unit.open', unit_id: 5 });
    expect(selectCurrentUnit(actor.getSnapshot())?.unit_name).toBe('B1.2');
    expect(selectLastMove(actor.getSnapshot())).toBe('jump');
    actor.send({ type: 'unit.open', unit_id: 123 });
    actor.send({ type: 'unit.open', unit_id: 5 });
    expect(selectCurrentUnitId(actor.getSnapshot())).toBe(5);
    expect(reported()).toEqual([1, 5]);
  });

  it('a single unit has no moves; an empty program has no current unit', () => {
    const one = start([PATH_PROGRAM[0]!]).actor;
    expect(one.getSnapshot().value).toBe('only');
    expect(selectCanGoNext(one.getSnapshot())).toBe(false);
    expect(selectCanGoPrevious(one.getSnapshot())).toBe(false);
    const none = start([]).actor;
    expect(none.getSnapshot().value).toBe('empty');
    expect(selectCurrentUnit(none.getSnapshot())).toBeNull();
    expect(selectPosition(none.getSnapshot())).toBe(0);
  });

  it('works without a page to report to', () => {
    const actor = createActor(unitNavigationMachine, { input: { units: PATH_PROGRAM } }).start();
    actor.send({ type: 'unit.open', unit_id: 2 });
    expect(selectCurrentUnitId(actor.getSnapshot())).toBe(2);
  });
});
