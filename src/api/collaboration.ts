// Collaboration boards (issue 14; docs/decisions/0032-collaboration.md): the board, one call,
// posting, interest, withdraw, the poster's pick / decline / close, and the member's own lists.
import {
  collabCallDetailSchema, collabCallsResponseSchema, collabCommunitySummarySchema, collabMineSchema,
  type CollabCallCreate, type CollabCallDetail, type CollabCallsQuery, type CollabCallsResponse, type CollabCommunitySummary, type CollabMine,
} from '../../contracts';
import { http, withServerMessage } from './http';

/** GET /api/collaboration/calls with the board's filters (empty ones left out). */
export const searchCalls = withServerMessage(async (q: CollabCallsQuery): Promise<CollabCallsResponse> => {
  const params = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
  const { data } = await http.get('/api/collaboration/calls', { params });
  return collabCallsResponseSchema.parse(data);
});

export const communities = withServerMessage(async (): Promise<CollabCommunitySummary> => {
  const { data } = await http.get('/api/collaboration/communities');
  return collabCommunitySummarySchema.parse(data);
});

export const mine = withServerMessage(async (): Promise<CollabMine> => {
  const { data } = await http.get('/api/collaboration/mine');
  return collabMineSchema.parse(data);
});

export const getCall = withServerMessage(async (callId: number): Promise<CollabCallDetail> => {
  const { data } = await http.get(`/api/collaboration/calls/${callId}`);
  return collabCallDetailSchema.parse(data);
});

export const createCall = withServerMessage(async (body: CollabCallCreate): Promise<CollabCallDetail> => {
  const { data } = await http.post('/api/collaboration/calls', body);
  return collabCallDetailSchema.parse(data);
});

export const expressInterest = withServerMessage(async (callId: number, message: string): Promise<CollabCallDetail> => {
  const { data } = await http.post(`/api/collaboration/calls/${callId}/interest`, { message });
  return collabCallDetailSchema.parse(data);
});

export const withdrawInterest = withServerMessage(async (interestId: number): Promise<CollabCallDetail> => {
  const { data } = await http.post(`/api/collaboration/interests/${interestId}/withdraw`, {});
  return collabCallDetailSchema.parse(data);
});

export const decide = withServerMessage(async (callId: number, interestId: number, decision: 'pick' | 'decline'): Promise<CollabCallDetail> => {
  const { data } = await http.post(`/api/collaboration/calls/${callId}/${decision}`, { interest_id: interestId });
  return collabCallDetailSchema.parse(data);
});

export const closeCall = withServerMessage(async (callId: number): Promise<CollabCallDetail> => {
  const { data } = await http.post(`/api/collaboration/calls/${callId}/close`, {});
  return collabCallDetailSchema.parse(data);
});
