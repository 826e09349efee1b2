// The network area's machines wired to their real effects (ARCHITECTURE: per-area wiring): the
// member directory, the organisation directory, /community/following (each a paged list on the
// admin-list machine) and the optimistic Follow button (machines/follow). Screens of this area
// take logic from here and never import src/api themselves.
import { toast } from '../../lib/toasts';
import { fromPromise } from 'xstate';
import {
  isOrganizationCategory, ORGANIZATION_CATEGORY_LABELS,
  type CommunityType, type ConnectionsOverview, type FollowingOverview, type MemberFacets,
} from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { followMachine, type ToggleResult, type ToggleTarget } from '../../../machines/follow';
import { formSubmitMachine } from '../../../machines/form-submit';
import * as api from '../../api/network';

/** Directory filters as the list machine holds them. */
export interface DirectoryFilters { role?: string; community?: CommunityType; interest?: string }

/** /community/network: the common list query over /api/community/members. */
export const memberDirectoryLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as DirectoryFilters;
      const { data, metadata } = await api.searchMembers({
        page: input.page, limit: input.limit, search: input.search, role: f.role, community: f.community, interests: f.interest ? [f.interest] : undefined,
      });
      return { rows: data, total: metadata.total, pages: metadata.pages };
    }),
  },
});

/** The directory's filter choices (roles held, interests in use), loaded once. */
export const memberFacetsLogic = fromPromise<MemberFacets>(() => api.memberFacets());

/** /community/organization/:organization_category: one category's organisations. */
export const organizationDirectoryLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const category = String((input.filters as { category?: string }).category ?? '');
      if (!isOrganizationCategory(category)) throw new Error(unknownCategoryText(category));
      const { data, metadata } = await api.searchOrganizations({ category, page: input.page, limit: input.limit, search: input.search });
      return { rows: data, total: metadata.total, pages: metadata.pages };
    }),
  },
});

export const unknownCategoryText = (category: string) =>
  `There is no organisation category “${category}”. Choose one of: ${Object.values(ORGANIZATION_CATEGORY_LABELS).join(', ')}.`;

/** One row of /community/following: a person, a topic or an organisation, in the order followed. */
export type FollowingRow =
  | ({ kind: 'member'; row_id: string } & FollowingOverview['people'][number])
  | ({ kind: 'topic'; row_id: string } & FollowingOverview['topics'][number])
  | ({ kind: 'organization'; row_id: string } & FollowingOverview['organizations'][number]);

/** /community/following: everything in one request, as one list the screen groups by kind. */
export const followingLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async () => {
      const o = await api.following();
      const rows: FollowingRow[] = [
        ...o.people.map((p) => ({ kind: 'member' as const, row_id: `member:${p.user_id}`, ...p })),
        ...o.topics.map((t) => ({ kind: 'topic' as const, row_id: `topic:${t.topic_id}`, ...t })),
        ...o.organizations.map((g) => ({ kind: 'organization' as const, row_id: `organization:${g.organization_id}`, ...g })),
      ];
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

/** The Connect button (the same optimistic toggle): on = asked or connected; off = withdraw or end. */
export const connectLogic = followMachine.provide({
  actors: {
    setToggle: fromPromise<ToggleResult, { target: ToggleTarget; on: boolean }>(async ({ input }) => {
      const state = await api.setConnection(input.target.id, input.on);
      return { on: state.state !== 'none', detail: state.state };
    }),
  },
  actions: {
    announceFailure: (_args, p) => {
      const who = p.target.label ?? 'this member';
      toast.error(`${p.wanted ? `Could not ask ${who} to connect` : `Could not withdraw the connection with ${who}`}: ${p.message}`);
    },
  },
});

/** My connection requests and connections, loaded once with /community/following. */
export const connectionsLogic = fromPromise<ConnectionsOverview>(() => api.connections());

/** Accept or decline one request (values: { request_id, answer }); the machine keeps the outcome. */
export const answerConnectionLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const answer = input.answer === 'accept' ? 'accept' : 'decline';
      await api.answerConnection(Number(input.request_id), answer);
      return answer === 'accept' ? 'Connected.' : 'Declined.';
    }),
  },
});
