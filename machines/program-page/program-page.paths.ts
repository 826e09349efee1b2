import type { AnyEventObject } from 'xstate';
import type { CompleteProgram, ProgramEnrolled, QuizResult } from '../../contracts';
import { withInput } from '../../tests/paths/with-input';
import { programPageMachine } from './program-page.machine';

/** A small program: a reading unit, a quiz (pass mark 70 %), and a last reading unit. */
export const PATH_COMPLETE_PROGRAM: CompleteProgram = {
  program_id: 7, program_name: 'Lab', program_description: '', program_category: 'product', program_image: null,
  start_date: null, end_date: null, is_published: true,
  courses: [{
    course_id: 10, program_id: 7, course_name: 'C1', course_description: '', sequence: 1,
    modules: [{
      module_id: 100, course_id: 10, module_name: 'M1', module_description: null, sequence: 1, phase: null,
      units: [
        { unit_id: 1, module_id: 100, unit_name: 'U1', unit_type: 'text', unit_body: 'a', sequence: 1, duration_minutes: 5 },
        {
          unit_id: 2, module_id: 100, unit_name: 'Q2', unit_type: 'quiz', sequence: 2, duration_minutes: 5,
          unit_body: JSON.stringify({ questions: [{ question: 'Two?', options: ['1', '2'], answer: 1 }] }),
        },
        { unit_id: 3, module_id: 100, unit_name: 'U3', unit_type: 'text', unit_body: 'c', sequence: 3, duration_minutes: 5 },
      ],
    }],
  }],
};
export const PATH_ENROLMENT: ProgramEnrolled = {
  enrollment_id: 3, user_id: 2, program_id: 7, status: 'active', progress: {}, enrolled_at: '2026-11-01T00:00:00.000Z',
};
export const PATH_PASSED: QuizResult = {
  result_id: 1, enrollment_id: 3, unit_id: 2, answers: [1], correct_answers: [1], correct_count: 1, question_count: 1,
  score_percent: 100, pass_mark: 70, passed: true, submitted_at: '2026-11-23T10:01:00.000Z',
};
const notFound = Object.assign(new Error('This program does not exist.'), { statusCode: 404 });

const ENROLLED = 'the outline with ✓ per completed unit, the percent complete, Resume (or "Start the first unit") and Unenrol; in a unit, its content';
const SAVING = '"Saving progress…" after the unit’s facts';
const CHECKING = 'the quiz’s button reads "Checking…" and is disabled';

export const programPagePathModel = {
  name: 'program-page',
  machine: withInput(programPageMachine, { programId: 7 }),
  events: [
    { type: 'xstate.done.actor.loadProgram', output: { program: PATH_COMPLETE_PROGRAM, enrolment: null, results: [] } },
    { type: 'xstate.done.actor.loadProgram', output: { program: PATH_COMPLETE_PROGRAM, enrolment: PATH_ENROLMENT, results: [] } },
    { type: 'xstate.error.actor.loadProgram', error: new Error('Network Error') },
    { type: 'xstate.error.actor.loadProgram', error: notFound },
    { type: 'program.retry' },
    { type: 'program.enrol' },
    { type: 'xstate.done.actor.enrol', output: PATH_ENROLMENT },
    { type: 'xstate.error.actor.enrol', error: new Error('This member is already enrolled in this program.') },
    { type: 'program.unenrol' },
    { type: 'xstate.done.actor.unenrol' },
    { type: 'xstate.error.actor.unenrol', error: new Error('Network Error') },
    { type: 'unit.visited', unit_id: 2, completed_unit_id: 1, at: '2026-11-23T10:00:00.000Z' },
    { type: 'unit.completed', unit_id: 3, at: '2026-11-23T10:05:00.000Z' },
    { type: 'xstate.done.actor.saveProgress' },
    { type: 'xstate.error.actor.saveProgress', error: new Error('Network Error') },
    { type: 'quiz.submit', unit_id: 2, answers: [1] },
    { type: 'xstate.done.actor.submitQuiz', output: { result: PATH_PASSED, progress: { completed_unit_ids: [2], last_unit_id: 2, updated_at: null } } },
    { type: 'xstate.error.actor.submitQuiz', error: new Error('Send one answer per question (1).') },
  ] as AnyEventObject[],
  screens: {
    '"loading"': 'the page shows "Loading program…"',
    '"missing"': '"This program does not exist." with a link back to the catalogue (no Try again)',
    '"failed"': 'the reason the program could not be loaded and a Try again button',
    '{"ready":"notEnrolled"}': 'the outline of courses, modules and units with an Enrol button; a failed enrolment shows its reason',
    '{"ready":"enrolling"}': 'the Enrol button reads "Enrolling…" and is disabled',
    '{"ready":{"enrolled":{"progress":"idle","quiz":"idle"}}}': ENROLLED,
    '{"ready":{"enrolled":{"progress":"saving","quiz":"idle"}}}': `the unit player with ${SAVING}`,
    '{"ready":{"enrolled":{"progress":"idle","quiz":"submitting"}}}': `the quiz unit: ${CHECKING}`,
    '{"ready":{"enrolled":{"progress":"saving","quiz":"submitting"}}}': `the quiz unit: ${CHECKING}, and ${SAVING}`,
    '{"ready":"unenrolling"}': 'the "Yes, unenrol" button reads "Leaving…" and is disabled',
  },
  actions: {
    'xstate.done.actor.loadProgram': 'The program (and your enrolment and quiz results, if any) arrives',
    'xstate.error.actor.loadProgram': 'Loading the program fails',
    'program.retry': 'Press Try again',
    'program.enrol': 'Press Enrol',
    'xstate.done.actor.enrol': 'The enrolment is created',
    'xstate.error.actor.enrol': 'Enrolling fails',
    'program.unenrol': 'Press Unenrol, then "Yes, unenrol"',
    'xstate.done.actor.unenrol': 'The enrolment is deleted',
    'xstate.error.actor.unenrol': 'Unenrolling fails',
    'unit.visited': 'Press "Next →" (the unit left behind is completed unless it is a quiz not yet passed), "← Previous" or a unit in the outline',
    'unit.completed': 'Press "Mark complete" on the last unit',
    'xstate.done.actor.saveProgress': 'Progress is saved',
    'xstate.error.actor.saveProgress': 'Saving progress fails',
    'quiz.submit': 'Answer the quiz and press "Check answers"',
    'xstate.done.actor.submitQuiz': 'The score arrives (a pass marks the quiz ✓ completed)',
    'xstate.error.actor.submitQuiz': 'Checking the answers fails',
  },
  step: (event: AnyEventObject) => {
    if (event.type === 'xstate.error.actor.loadProgram') return (event.error as { statusCode?: number }).statusCode === 404 ? 'Open /lxp/program/999 (no such program)' : 'Loading the program fails (the server is down)';
    if (event.type === 'xstate.done.actor.loadProgram') return (event.output as { enrolment: unknown }).enrolment ? 'The program arrives; you are enrolled' : 'The program arrives; you are not enrolled';
    return undefined;
  },
};
