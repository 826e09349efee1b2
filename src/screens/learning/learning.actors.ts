// The learning area's machines wired to their real effects (ARCHITECTURE: per-area wiring;
// decisions 0016, 0053–0055). Screens of this area take logic from here and never import src/api.
import { fromPromise } from 'xstate';
import type { LearnerProfile } from '../../../contracts';
import { learnerRecordsMachine } from '../../../machines/learner-records';
import { learningOverviewMachine } from '../../../machines/learning-overview';
import { programCatalogueMachine } from '../../../machines/program-catalogue';
import { programPageMachine } from '../../../machines/program-page';
import { percentComplete, outlineOf } from '../../../contracts';
import * as api from '../../api/learning';
import { loadPersistedState, updatePersistedState } from '../../lib/persisted-state';

/** The /lxp catalogue's answer for the plan in the address. */
export const programCatalogueLogic = programCatalogueMachine.provide({
  actors: { searchPrograms: fromPromise(({ input }) => api.searchPrograms(input)) },
});

/** Every published program (categories, 7P pillars) and the member's enrolments. */
export const learningOverviewLogic = (userId: number | null) => learningOverviewMachine.provide({
  actors: {
    loadOverview: fromPromise(async () => {
      // Filters live in the address now (decision 0055): a plan stored by an older version goes.
      updatePersistedState(userId, { plan: { search: '', categories: [], start_date_from: '', start_date_to: '' } });
      const [all, enrolments] = await Promise.all([api.searchPrograms({ page: 1, limit: -1 }), api.myEnrolments()]);
      return { programs: all.data, enrolments };
    }),
  },
});

/** What the learner panel shows before the server answers (SPEC §4 assessment, userStudy). */
export function savedRecords(userId: number | null): LearnerProfile | null {
  const saved = loadPersistedState(userId);
  return saved.assessment.length > 0 || saved.userStudy ? { assessments: saved.assessment, study: saved.userStudy } : null;
}

/** Statistics, assessments (quizzes taken among them) and study details of the member. */
export const learnerRecordsLogic = (userId: number | null) => learnerRecordsMachine.provide({
  actors: {
    loadRecords: fromPromise(async () => {
      const [statistics, profile] = await Promise.all([api.learnerStatistics(), api.learnerProfile()]);
      return { statistics, profile };
    }),
  },
  actions: {
    rememberRecords: (_, { profile }) => { updatePersistedState(userId, { assessment: profile.assessments, userStudy: profile.study }); },
  },
});

/** The program page: the complete program, the enrolment with its quiz results, progress and quizzes. */
export const programPageLogic = (userId: number | null) => programPageMachine.provide({
  actors: {
    loadProgram: fromPromise(async ({ input }) => {
      // Two requests for the program and enrolment, whatever the program's size (decision 0016), then the quiz results.
      const [program, enrolment] = await Promise.all([api.loadCompleteProgram(input.programId), api.myEnrolment(input.programId)]);
      const results = enrolment ? await api.quizResults(enrolment.enrollment_id) : [];
      return { program, enrolment, results };
    }),
    enrol: fromPromise(({ input }) => api.enrol(input.programId)),
    unenrol: fromPromise(({ input }) => api.unenrol(input.enrollmentId)),
    saveProgress: fromPromise(({ input }) => api.saveProgress(input.enrollmentId, input.progress)),
    submitQuiz: fromPromise(({ input }) => api.submitQuiz(input.enrollmentId, input.unitId, input.answers)),
  },
  actions: {
    // SPEC §4 "modules": where the learner is, kept in browser storage for the next visit.
    rememberPlace: ({ context }) => {
      if (!context.enrolment || !context.program) return;
      const percent = percentComplete(context.progress, outlineOf(context.program).map((u) => u.unit_id));
      updatePersistedState(userId, {
        modules: { ...loadPersistedState(userId).modules, [String(context.programId)]: { last_unit_id: context.progress.last_unit_id, percent, updated_at: context.progress.updated_at } },
      });
    },
  },
});

export { unitNavigationMachine as unitNavigationLogic } from '../../../machines/unit-navigation';
