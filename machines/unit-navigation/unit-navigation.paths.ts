import type { AnyEventObject } from 'xstate';
import type { OutlineUnit } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { unitNavigationMachine } from './unit-navigation.machine';

/**
 * A small fixed program: course 10 has module 100 (units 1, 2) and module 101 (unit 3);
 * course 20 has module 200 (units 4, 5). It has a module boundary (2 → 3), a course boundary
 * (3 → 4) and both ends (1, 5).
 */
export const PATH_PROGRAM: OutlineUnit[] = [
  { unit_id: 1, module_id: 100, course_id: 10, unit_name: 'A1.1' },
  { unit_id: 2, module_id: 100, course_id: 10, unit_name: 'A1.2' },
  { unit_id: 3, module_id: 101, course_id: 10, unit_name: 'A2.1' },
  { unit_id: 4, module_id: 200, course_id: 20, unit_name: 'B1.1' },
  { unit_id: 5, module_id: 200, course_id: 20, unit_name: 'B1.2' },
];

const machine = withInput(unitNavigationMachine, { units: PATH_PROGRAM, startUnitId: 1 });
const nameOf = (id: number) => PATH_PROGRAM.find((u) => u.unit_id === id)?.unit_name ?? String(id);
export const unitNavigationPathModel = {
  name: 'unit-navigation',
  machine,
  events: [1, 2, 4, 5].map((unit_id) => ({ type: 'unit.open', unit_id })) as AnyEventObject[],
  screens: Object.fromEntries(Object.entries(stateDescriptions(machine)).filter(([k]) => ['"first"', '"middle"', '"last"'].includes(k))),
  actions: { 'unit.open': 'Open another unit' },
  // The same unit is reached by different buttons from different places: the step names the unit, and the rule.
  step: (event: AnyEventObject) => (event.type === 'unit.open'
    ? `Go to “${nameOf(event.unit_id as number)}”: with "Next →" (Alt+→ / j) if it is the next unit — the unit left behind is then completed (a quiz only if passed) — with "← Previous" (Alt+← / k) if it is the one before, else from the outline`
    : undefined),
};
