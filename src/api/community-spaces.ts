// Community spaces, get involved and the school-of-study lookup (issue 14; decisions 0030,
// 0031). Answers are checked against the contracts; failures carry the server's message and status.
import {
  applicationSchema, communityHomeSchema, communityPageSchema, opportunitySchema, schoolOfStudyResponseSchema, spaceDetailSchema, spaceSchema,
  type Application, type CommunityHome, type CommunityPage, type DecidePayload, type Opportunity, type OpportunityCreate, type OpportunityKind,
  type SchoolOfStudyResponse, type Space, type SpaceCreate, type SpaceDetail,
} from '../../contracts';
import { z } from '../../contracts/zod';
import { http, withServerMessage } from './http';

export const communityHome = withServerMessage(async (): Promise<CommunityHome> =>
  communityHomeSchema.parse((await http.get('/api/community/home')).data));

export const communityPage = withServerMessage(async (page: number): Promise<CommunityPage> =>
  communityPageSchema.parse((await http.get(`/api/community/pages/${page}`)).data));

export const spaceDetail = withServerMessage(async (id: number): Promise<SpaceDetail> =>
  spaceDetailSchema.parse((await http.get(`/api/community/spaces/${id}`)).data));

export const createSpace = withServerMessage(async (body: SpaceCreate): Promise<Space> =>
  spaceSchema.parse((await http.post('/api/community/spaces', body)).data));

export const joinSpace = withServerMessage(async (id: number): Promise<Space> =>
  spaceSchema.parse((await http.post(`/api/community/spaces/${id}/join`)).data));

export const leaveSpace = withServerMessage(async (id: number): Promise<Space> =>
  spaceSchema.parse((await http.post(`/api/community/spaces/${id}/leave`)).data));

export const opportunities = withServerMessage(async (kind?: OpportunityKind): Promise<Opportunity[]> =>
  z.array(opportunitySchema).parse((await http.get('/api/community/opportunities', { params: kind ? { kind } : {} })).data));

export const createOpportunity = withServerMessage(async (body: OpportunityCreate): Promise<Opportunity> =>
  opportunitySchema.parse((await http.post('/api/community/opportunities', body)).data));

export const apply = withServerMessage(async (opportunityId: number, message: string): Promise<Application> =>
  applicationSchema.parse((await http.post(`/api/community/opportunities/${opportunityId}/apply`, { message })).data));

export const myApplications = withServerMessage(async (): Promise<Application[]> =>
  z.array(applicationSchema).parse((await http.get('/api/community/applications/mine')).data));

export const receivedApplications = withServerMessage(async (): Promise<Application[]> =>
  z.array(applicationSchema).parse((await http.get('/api/community/applications/received')).data));

export const decide = withServerMessage(async (applicationId: number, decision: DecidePayload['decision']): Promise<Application> =>
  applicationSchema.parse((await http.post(`/api/community/applications/${applicationId}/decide`, { decision })).data));

export const schoolOfStudy = withServerMessage(async (query: { user_id?: number; communityCommonId?: number }): Promise<SchoolOfStudyResponse> =>
  schoolOfStudyResponseSchema.parse((await http.get('/api/community/school-of-study', { params: query })).data));
