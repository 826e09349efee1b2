// The learning machines wired to their real effects (src/api/learning.ts).
import { fromPromise } from 'xstate';
import type { ProgramPageEvent } from '../../machines/program-page';
import { programPageMachine } from '../../machines/program-page';
import { unitNavigationMachine } from '../../machines/unit-navigation';
import * as learningApi from '../api/learning';

export const programPageLogic = programPageMachine.provide({
  actors: {
    loadProgram: fromPromise(async ({ input }) => {
      // Two requests for the whole page, whatever the program's size (decision 0016).
      const [program, enrolment] = await Promise.all([learningApi.loadCompleteProgram(input.programId), learningApi.myEnrolment(input.programId)]);
      return { program, enrolment };
    }),
    enrol: fromPromise(({ input }) => learningApi.enrol(input.programId)),
    unenrol: fromPromise(({ input }) => learningApi.unenrol(input.enrollmentId)),
    saveProgress: fromPromise(({ input }) => learningApi.saveProgress(input.enrollmentId, input.progress)),
  },
});

const FORWARD = new Set(['within-module', 'next-module', 'next-course']);

/** Unit navigation that reports each arrival to the program page: moving on completes the unit left behind. */
export const unitNavigationLogic = (report: (event: ProgramPageEvent) => void) => unitNavigationMachine.provide({
  actions: {
    reportPosition: ({ context }) => {
      const current = context.units[context.index];
      if (!current) return;
      const left = FORWARD.has(context.lastMove) ? context.units[context.index - 1]?.unit_id ?? null : null;
      report({ type: 'unit.visited', unit_id: current.unit_id, completed_unit_id: left });
    },
  },
});
