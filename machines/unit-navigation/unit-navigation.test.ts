import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { OutlineUnit } from '../../contracts';
import { unitNavigationMachine } from './unit-navigation.machine';
import {
  selectCanGoNext, selectCanGoPrevious, selectCurrentUnit, selectCurrentUnitId, selectLastMove, selectNextUnit, selectPosition,
  selectPreviousUnit, selectTotal,
} from './unit-navigation.selectors';
import { PATH_PROGRAM } from './unit-navigation.paths';

function start(units: OutlineUnit[] = PATH_PROGRAM, startUnitId?: number | null) {
  const reported: number[] = [];
  const report = vi.fn(({ context }: { context: { units: OutlineUnit[]; index: number } }) => { reported.push(context.units[context.index]!.unit_id); });
  const actor = createActor(unitNavigationMachine.provide({ actions: { reportPosition: report } }), { input: { units, startUnitId } }).start();
  return { actor, reported };
}

describe('unitNavigationMachine', () => {
  it('starts at the first unit, reports it, and can only go forward', () => {
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
    expect(reported).toEqual([1]);
  });

  it('resumes at the given unit, and at the first one when it is unknown', () => {
    expect(selectCurrentUnitId(start(PATH_PROGRAM, 4).actor.getSnapshot())).toBe(4);
    expect(start(PATH_PROGRAM, 4).actor.getSnapshot().value).toBe('middle');
    expect(selectCurrentUnitId(start(PATH_PROGRAM, 77).actor.getSnapshot())).toBe(1);
    expect(selectCurrentUnitId(start(PATH_PROGRAM, null).actor.getSnapshot())).toBe(1);
  });

  it('walks the whole program forward across a module and a course boundary, then back', () => {
    const { actor, reported } = start();
    const moves: string[] = [];
    for (let i = 0; i < 6; i += 1) { actor.send({ type: 'unit.next' }); moves.push(selectLastMove(actor.getSnapshot())); }
    expect(selectCurrentUnitId(actor.getSnapshot())).toBe(5);
    expect(actor.getSnapshot().value).toBe('last');
    expect(moves).toEqual(['within-module', 'next-module', 'next-course', 'within-module', 'within-module', 'within-module']);
    const back: string[] = [];
    for (let i = 0; i < 6; i += 1) { actor.send({ type: 'unit.previous' }); back.push(selectLastMove(actor.getSnapshot())); }
    expect(selectCurrentUnitId(actor.getSnapshot())).toBe(1);
    expect(back).toEqual(['within-module', 'previous-course', 'previous-module', 'within-module', 'within-module', 'within-module']);
    // Each unit reported once per arrival; moves past the ends report nothing.
    expect(reported).toEqual([1, 2, 3, 4, 5, 4, 3, 2, 1]);
  });

  it('jumps to a unit of the outline and ignores unknown ids', () => {
    const { actor } = start();
    actor.send({ type: 'unit.goTo', unit_id: 5 });
    expect(selectCurrentUnit(actor.getSnapshot())?.unit_name).toBe('B1.2');
    expect(selectLastMove(actor.getSnapshot())).toBe('jump');
    actor.send({ type: 'unit.goTo', unit_id: 123 });
    expect(selectCurrentUnitId(actor.getSnapshot())).toBe(5);
  });

  it('a single unit has no moves; an empty program has no current unit', () => {
    const one = start([PATH_PROGRAM[0]!]).actor;
    expect(one.getSnapshot().value).toBe('only');
    one.send({ type: 'unit.next' });
    one.send({ type: 'unit.previous' });
    expect(selectCurrentUnitId(one.getSnapshot())).toBe(1);
    expect(selectCanGoNext(one.getSnapshot())).toBe(false);
    const none = start([]).actor;
    expect(none.getSnapshot().value).toBe('empty');
    expect(selectCurrentUnit(none.getSnapshot())).toBeNull();
    expect(selectPosition(none.getSnapshot())).toBe(0);
  });
});
