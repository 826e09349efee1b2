import type { AnyEventObject } from 'xstate';
import type { OutlineUnit } from '../../contracts';
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

export const unitNavigationPathModel = {
  name: 'unit-navigation',
  machine: withInput(unitNavigationMachine, { units: PATH_PROGRAM, startUnitId: 1 }),
  events: [
    { type: 'unit.next' },
    { type: 'unit.previous' },
    { type: 'unit.goTo', unit_id: 3 },
    { type: 'unit.goTo', unit_id: 5 },
    { type: 'unit.goTo', unit_id: 99 },
  ] as AnyEventObject[],
  screens: {
    '"first"': 'the first unit of the program; Previous is disabled, Next shows the next unit’s name',
    '"middle"': 'a unit inside the program; Previous and Next are both enabled; crossing into a new module or course is announced',
    '"last"': 'the last unit of the program; Next is disabled ("End of program"), Previous is enabled',
  },
  actions: {
    'unit.next': 'Press Next (or Alt+→ / j)',
    'unit.previous': 'Press Previous (or Alt+← / k)',
    'unit.goTo': 'Pick a unit in the outline (unit 99 does not exist and is ignored)',
  },
};
