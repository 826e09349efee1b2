// Membership registration (issue 15; docs/decisions/0043-membership.md): the member's
// application, the administrators' queue and decision, the card and the public verification.
import {
  membershipApplicationSchema, membershipCardSchema, membershipQueueSchema, membershipVerifySchema, myMembershipSchema,
  type MembershipApplication, type MembershipApplicationInput, type MembershipCard, type MembershipDecision, type MembershipStatus,
  type MembershipVerification, type MyMembership,
} from '../../contracts';
import { http, withServerMessage } from './http';

export const mine = withServerMessage(async (): Promise<MyMembership> => myMembershipSchema.parse((await http.get('/api/membership/mine')).data));
export const apply = withServerMessage(async (values: MembershipApplicationInput): Promise<MembershipApplication> =>
  membershipApplicationSchema.parse((await http.post('/api/membership/applications', values)).data));
export const queue = withServerMessage(async (status: MembershipStatus): Promise<MembershipApplication[]> =>
  membershipQueueSchema.parse((await http.get('/api/membership/applications', { params: { status } })).data).data);
export const decide = withServerMessage(async (id: number, decision: MembershipDecision, reason: string): Promise<MembershipApplication> =>
  membershipApplicationSchema.parse((await http.post(`/api/membership/applications/${id}/decision`, { decision, reason })).data));
export const card = withServerMessage(async (): Promise<MembershipCard> => membershipCardSchema.parse((await http.get('/api/membership/card')).data));
export const verify = withServerMessage(async (code: string): Promise<MembershipVerification> =>
  membershipVerifySchema.parse((await http.get(`/api/membership/verify/${encodeURIComponent(code)}`)).data));
