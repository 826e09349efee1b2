// The member network (issue 14; docs/decisions/0028-network.md, 0029-organizations.md): member
// directory, organisations by category, follow/unfollow and the /community/following overview.
import {
  connectionsResponseSchema, connectionStateSchema, followingResponseSchema, followStateSchema, memberDirectoryResponseSchema, memberFacetsSchema, NETWORK_API,
  organizationDirectoryResponseSchema,
  type CommunityType, type ConnectionsOverview, type ConnectionState, type FollowingOverview, type FollowState, type FollowTargetType, type ListMetadata, type MemberCard,
  type MemberFacets, type OrganizationCard, type OrganizationCategory,
} from '../../contracts';
import { http, withServerMessage } from './http';

export interface MemberSearch { page: number; limit: number; search?: string; role?: string; community?: CommunityType; interests?: string[] }

const clean = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** GET /api/community/members: one page of the directory. */
export const searchMembers = withServerMessage(async (q: MemberSearch): Promise<{ data: MemberCard[]; metadata: ListMetadata }> => {
  const { data } = await http.get(NETWORK_API.members, {
    params: clean({ page: q.page, limit: q.limit, search: q.search?.trim(), role: q.role, community: q.community, interests: q.interests?.join(',') }),
  });
  return memberDirectoryResponseSchema.parse(data);
});

/** The directory's filter choices. */
export const memberFacets = withServerMessage(async (): Promise<MemberFacets> => {
  const { data } = await http.get(`${NETWORK_API.members}/facets`);
  return memberFacetsSchema.parse(data);
});

export interface OrganizationSearch { category: OrganizationCategory; page: number; limit: number; search?: string }

/** GET /api/community/organizations: one page of a category. */
export const searchOrganizations = withServerMessage(async (q: OrganizationSearch): Promise<{ data: OrganizationCard[]; metadata: ListMetadata }> => {
  const { data } = await http.get(NETWORK_API.organizations, { params: clean({ category: q.category, page: q.page, limit: q.limit, search: q.search?.trim() }) });
  return organizationDirectoryResponseSchema.parse(data);
});

/** Follow (on) or unfollow (off) a target; the API host answers the stored state and follower count. */
export const setFollow = withServerMessage(async (targetType: FollowTargetType, targetId: number, on: boolean): Promise<FollowState> => {
  const { data } = on
    ? await http.post(NETWORK_API.follows, { target_type: targetType, target_id: targetId })
    : await http.delete(NETWORK_API.follow(targetType, targetId));
  return followStateSchema.parse(data);
});

/** People, topics and organisations the member follows, with their latest activity. */
export const following = withServerMessage(async (): Promise<FollowingOverview> => {
  const { data } = await http.get(NETWORK_API.following);
  return followingResponseSchema.parse(data);
});

/** Ask a member to connect (on) or withdraw/end (off). */
export const setConnection = withServerMessage(async (userId: number, on: boolean): Promise<ConnectionState> => {
  const { data } = on ? await http.post(NETWORK_API.connections, { user_id: userId }) : await http.delete(NETWORK_API.connectionWith(userId));
  return connectionStateSchema.parse(data);
});

/** Accept or decline a request made to me. */
export const answerConnection = withServerMessage(async (requestId: number, answer: 'accept' | 'decline'): Promise<ConnectionState> => {
  const { data } = await http.post(NETWORK_API.connectionAnswer(requestId, answer), {});
  return connectionStateSchema.parse(data);
});

/** Requests to answer, requests sent, connections. */
export const connections = withServerMessage(async (): Promise<ConnectionsOverview> => {
  const { data } = await http.get(NETWORK_API.connections);
  return connectionsResponseSchema.parse(data);
});
