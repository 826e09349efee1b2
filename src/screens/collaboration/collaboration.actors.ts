// The collaboration area's machines wired to their real effects (ARCHITECTURE: per-area wiring).
// Screens of this area take logic from here and never import src/api themselves.
import { fromPromise } from 'xstate';
import {
  collabCallCreateSchema, type CollabCallDetail, type CollabCommunity, type CollabCommunitySummary, type CollabDeadlineFilter, type CollabMine,
} from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { collaborationCallMachine, type CallInfo, type ExpressResult } from '../../../machines/collaboration-call';
import { formSubmitMachine } from '../../../machines/form-submit';
import * as api from '../../api/collaboration';
import { settle, type Settled } from '../../lib/settled';

export interface BoardFilters {
  skill?: string;
  community?: CollabCommunity;
  deadline?: CollabDeadlineFilter;
  status?: 'open' | 'closed' | 'all';
}

/** The board (/collab-hub, and one community's calls on /collab-hub/community): filters and paging on the server. */
export const boardListLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as BoardFilters;
      const { data, metadata } = await api.searchCalls({
        page: input.page, limit: input.limit, search: input.search?.trim() || undefined, skill: f.skill?.trim() || undefined,
        community: f.community, deadline: f.deadline ?? 'any', status: f.status ?? 'open',
      });
      return { rows: data, total: metadata.total, pages: metadata.pages };
    }),
  },
});

/** Open and total calls per community, for the tabs of /collab-hub/community. */
export const communitiesLoader = fromPromise<Settled<CollabCommunitySummary>>(() => settle(api.communities(), 'The communities could not be loaded.'));

/** My calls and my interest (/collaboration). */
export const mineLoader = fromPromise<Settled<CollabMine>>(() => settle(api.mine(), 'Your collaborations could not be loaded.'));

/** One call (?call=ID on any collaboration page). */
export const callPageLoader = fromPromise<Settled<CollabCallDetail>, { callId: number }>(({ input }) => settle(api.getCall(input.callId), 'The call could not be loaded.'));

/** The flow's view of a call: the API's detail mapped onto machines/collaboration-call. */
export const toCallInfo = (call: CollabCallDetail): CallInfo => ({
  call_id: call.call_id, title: call.title, is_mine: call.is_mine, status: call.status, is_past_deadline: call.is_past_deadline,
  my_interest: call.my_interest ? { interest_id: call.my_interest.interest_id, status: call.my_interest.status } : null,
  conversation_id: call.conversation_id,
  interests: call.interests.map((i) => ({ interest_id: i.interest_id, name: i.member.name, message: i.message, status: i.status })),
});

/** A refusal the member cannot fix by retrying (own call, twice, deadline, closed) is an answer, not a failure. */
const isRefusal = (error: unknown) => {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return status === 403 || status === 409;
};

/** Interest, withdraw, pick / decline and close, answered by the API host (it decides every rule). */
export const collaborationCallLogic = collaborationCallMachine.provide({
  actors: {
    expressInterest: fromPromise<ExpressResult, { call_id: number; message: string }>(async ({ input }) => {
      try {
        return { outcome: 'sent', call: toCallInfo(await api.expressInterest(input.call_id, input.message)) };
      } catch (error) {
        if (isRefusal(error)) return { outcome: 'refused', message: (error as Error).message };
        throw error;
      }
    }),
    withdrawInterest: fromPromise<CallInfo, { interest_id: number }>(async ({ input }) => toCallInfo(await api.withdrawInterest(input.interest_id))),
    decide: fromPromise<CallInfo, { call_id: number; interest_id: number; decision: 'pick' | 'decline' }>(
      async ({ input }) => toCallInfo(await api.decide(input.call_id, input.interest_id, input.decision)),
    ),
    closeCall: fromPromise<CallInfo, { call_id: number }>(async ({ input }) => toCallInfo(await api.closeCall(input.call_id))),
  },
});

/** Comma- or line-separated words from a text field, trimmed, without empties. */
export const splitList = (text: string) => text.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);

/**
 * "Post a call": the form's values are checked against the contract first (its messages are the
 * API host's), then posted; the machine's message is the new call's id, which the screen opens.
 */
export const callCreateLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const parsed = collabCallCreateSchema.safeParse({
        title: input.title, need: input.need, skills: splitList(String(input.skills ?? '')), tags: splitList(String(input.tags ?? '')),
        deadline: input.deadline, community_type: input.community_type ? input.community_type : null,
      });
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the form.');
      const call = await api.createCall(parsed.data);
      return String(call.call_id);
    }),
  },
});
