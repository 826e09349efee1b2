import type { AnyEventObject } from 'xstate';
import type { CompleteProgram, ProgramEnrolled } from '../../contracts';
import { withInput } from '../../tests/paths/with-input';
import { programPageMachine } from './program-page.machine';

export const PATH_COMPLETE_PROGRAM: CompleteProgram = {
  program_id: 7, program_name: 'Lab', program_description: '', program_category: 'product', program_image: null,
  start_date: null, end_date: null, is_published: true,
  courses: [{
    course_id: 10, program_id: 7, course_name: 'C1', course_description: '', sequence: 1,
    modules: [{
      module_id: 100, course_id: 10, module_name: 'M1', module_description: null, sequence: 1, phase: null,
      units: [
        { unit_id: 1, module_id: 100, unit_name: 'U1', unit_type: 'text', unit_body: 'a', sequence: 1, duration_minutes: 5 },
        { unit_id: 2, module_id: 100, unit_name: 'U2', unit_type: 'text', unit_body: 'b', sequence: 2, duration_minutes: 5 },
      ],
    }],
  }],
};
export const PATH_ENROLMENT: ProgramEnrolled = {
  enrollment_id: 3, user_id: 2, program_id: 7, status: 'active', progress: {}, enrolled_at: '2026-11-01T00:00:00.000Z',
};

export const programPagePathModel = {
  name: 'program-page',
  machine: withInput(programPageMachine, { programId: 7 }),
  events: [
    { type: 'xstate.done.actor.0.programPage.loading', output: { program: PATH_COMPLETE_PROGRAM, enrolment: null } },
    { type: 'xstate.done.actor.0.programPage.loading', output: { program: PATH_COMPLETE_PROGRAM, enrolment: PATH_ENROLMENT } },
    { type: 'xstate.error.actor.0.programPage.loading', error: new Error('Network Error') },
    { type: 'program.retry' },
    { type: 'program.enrol' },
    { type: 'xstate.done.actor.0.programPage.ready.enrolling', output: PATH_ENROLMENT },
    { type: 'xstate.error.actor.0.programPage.ready.enrolling', error: new Error('This member is already enrolled in this program.') },
    { type: 'program.unenrol' },
    { type: 'xstate.done.actor.0.programPage.ready.unenrolling' },
    { type: 'xstate.error.actor.0.programPage.ready.unenrolling', error: new Error('Network Error') },
    { type: 'unit.visited', unit_id: 2, completed_unit_id: 1, at: '2026-11-23T10:00:00.000Z' },
    { type: 'unit.completed', unit_id: 2, at: '2026-11-23T10:05:00.000Z' },
    { type: 'xstate.done.actor.0.programPage.ready.enrolled.saving' },
    { type: 'xstate.error.actor.0.programPage.ready.enrolled.saving', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: {
    '"loading"': 'the program page shows "Loading program…"',
    '"failed"': 'the reason the program could not be loaded and a Try again button',
    '{"ready":"notEnrolled"}': 'the outline of courses, modules and units with an Enrol button; a failed enrolment shows its reason',
    '{"ready":"enrolling"}': 'the Enrol button reads "Enrolling…" and is disabled',
    '{"ready":{"enrolled":"idle"}}': 'the outline with ✓ per completed unit, the percent complete, Resume/Start and Unenrol',
    '{"ready":{"enrolled":"saving"}}': 'the unit player with "Saving progress…" next to the progress bar',
    '{"ready":"unenrolling"}': 'the Unenrol button reads "Leaving…" and is disabled',
  },
  actions: {
    'xstate.done.actor.0.programPage.loading': 'The program (and your enrolment, if any) arrives',
    'xstate.error.actor.0.programPage.loading': 'Loading the program fails',
    'program.retry': 'Press Try again',
    'program.enrol': 'Press Enrol',
    'xstate.done.actor.0.programPage.ready.enrolling': 'The enrolment is created',
    'xstate.error.actor.0.programPage.ready.enrolling': 'Enrolling fails',
    'program.unenrol': 'Press Unenrol and confirm',
    'xstate.done.actor.0.programPage.ready.unenrolling': 'The enrolment is deleted',
    'xstate.error.actor.0.programPage.ready.unenrolling': 'Unenrolling fails',
    'unit.visited': 'Move to another unit with Next / Previous or the outline',
    'unit.completed': 'Press "Mark complete" on the last unit',
    'xstate.done.actor.0.programPage.ready.enrolled.saving': 'Progress is saved',
    'xstate.error.actor.0.programPage.ready.enrolled.saving': 'Saving progress fails',
  },
};
