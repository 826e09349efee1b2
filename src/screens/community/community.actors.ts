// The community area's machines wired to their real effects (issue 14; decisions 0030, 0031).
// Screens of this area take logic from here and never import src/api themselves.
import { fromPromise } from 'xstate';
import {
  opportunityCreateSchema, spaceCreateSchema,
  type Application, type CommunityHome, type OpportunityKind, type SchoolOfStudyResponse, type SpaceCreate, type SpaceDetail,
} from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { communitySpaceMachine, type CommunityLoad } from '../../../machines/community-space';
import { formSubmitMachine } from '../../../machines/form-submit';
import { opportunityApplicationMachine } from '../../../machines/opportunity-application';
import * as api from '../../api/community-spaces';
import type { ApiError } from '../../api/http';
import { settle, type Settled } from '../../lib/settled';

/** /community/:page — the API host's 403 (no read on the community's menu) is an answer, not a failure. */
export const communityPageLogic = (page: number) => communitySpaceMachine.provide({
  actors: {
    loadCommunity: fromPromise<CommunityLoad, void>(async () => {
      try {
        return { kind: 'ready', page: await api.communityPage(page) };
      } catch (error) {
        if ((error as ApiError).statusCode === 403) return { kind: 'forbidden', message: (error as Error).message };
        throw error;
      }
    }),
    joinSpace: fromPromise(({ input }: { input: { spaceId: number } }) => api.joinSpace(input.spaceId)),
    leaveSpace: fromPromise(({ input }: { input: { spaceId: number } }) => api.leaveSpace(input.spaceId)),
  },
});

/** /community — communities the active role may read, spaces, my spaces, latest activity. */
export const communityHomeLoader = fromPromise<Settled<CommunityHome>, void>(() => settle(api.communityHome(), 'The community could not be loaded.'));

export interface SpacePanelData {
  detail: SpaceDetail;
  /** The owner's school of study (SPEC §5), or the API host's message when it cannot be found. */
  school: Settled<SchoolOfStudyResponse>;
}

/** One space opened on its community's page: members, and its owner's school of study looked up by communityCommonId. */
export const spacePanelLoader = fromPromise<Settled<SpacePanelData>, { spaceId: number }>(({ input }) => settle((async () => {
  const [detail, school] = await Promise.all([api.spaceDetail(input.spaceId), settle(api.schoolOfStudy({ communityCommonId: input.spaceId }))]);
  return { detail, school };
})(), 'The space could not be loaded.'));

/** /new-community/:id — creates the space; the message names it. */
export const createSpaceLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      // The contract's own messages before a round trip (the API host checks the same schema).
      const checked = spaceCreateSchema.safeParse(input);
      if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Check the form.');
      const space = await api.createSpace(input as SpaceCreate);
      return `${space.community_name} is open, and you are its owner.`;
    }),
  },
});

/** /community/get-involved — the opportunities (filter: kind), all at once (tens, not thousands). */
export const opportunityListLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const rows = await api.opportunities((input.filters as { kind?: OpportunityKind }).kind);
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

/** Apply to one opportunity (the owner is told by the API host). */
export const opportunityApplicationLogic = opportunityApplicationMachine.provide({
  actors: {
    apply: fromPromise(async ({ input }: { input: { opportunityId: number; message: string } }) => {
      const application = await api.apply(input.opportunityId, input.message);
      return { status: application.status };
    }),
  },
});

/** The member's applications and those to the member's opportunities. */
export const applicationsLoader = fromPromise<Settled<{ mine: Application[]; received: Application[] }>, void>(() => settle((async () => {
  const [mine, received] = await Promise.all([api.myApplications(), api.receivedApplications()]);
  return { mine, received };
})(), 'Your applications could not be loaded.'));

/** The owner's answer to one application (the applicant is told by the API host). */
export const decideLogic = (applicationId: number) => formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const answered = await api.decide(applicationId, input.decision as 'accepted' | 'declined');
      return answered.status === 'accepted' ? 'Accepted — they have been told.' : 'Declined — they have been told.';
    }),
  },
});

/** Offer a volunteer or mentoring opportunity. */
export const createOpportunityLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const checked = opportunityCreateSchema.safeParse(input);
      if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Check the form.');
      const created = await api.createOpportunity(checked.data);
      return `“${created.title}” is posted. Members can apply now.`;
    }),
  },
});
