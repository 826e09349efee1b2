// Organisation pages (issue 15; docs/decisions/0042-organization-teams.md): the member's
// organisations and invitations, one organisation's profile and team, and every change to them.
import {
  myOrganizationsSchema, organizationDetailSchema, uploadResponseSchema,
  type InvitationInput, type MyOrganizations, type OrganizationDetail, type OrganizationInputRaw, type OrgAssignableRole,
} from '../../contracts';
import { http, withServerMessage } from './http';

const detail = (data: unknown) => organizationDetailSchema.parse(data);

export const mine = withServerMessage(async (): Promise<MyOrganizations> => myOrganizationsSchema.parse((await http.get('/api/organizations/mine')).data));
export const get = withServerMessage(async (id: number): Promise<OrganizationDetail> => detail((await http.get(`/api/organizations/${id}`)).data));
export const create = withServerMessage(async (values: OrganizationInputRaw): Promise<OrganizationDetail> => detail((await http.post('/api/organizations', values)).data));
export const update = withServerMessage(async (id: number, values: OrganizationInputRaw): Promise<OrganizationDetail> => detail((await http.put(`/api/organizations/${id}`, values)).data));
export const invite = withServerMessage(async (id: number, input: InvitationInput): Promise<OrganizationDetail> => detail((await http.post(`/api/organizations/${id}/invitations`, input)).data));
export const revoke = withServerMessage(async (id: number, invitationId: number): Promise<OrganizationDetail> => detail((await http.delete(`/api/organizations/${id}/invitations/${invitationId}`)).data));
export const answer = withServerMessage(async (invitationId: number, reply: 'accept' | 'decline'): Promise<OrganizationDetail> =>
  detail((await http.post(`/api/organization-invitations/${invitationId}/answer`, { answer: reply })).data));
export const setRole = withServerMessage(async (id: number, userId: number, role: OrgAssignableRole): Promise<OrganizationDetail> =>
  detail((await http.put(`/api/organizations/${id}/members/${userId}`, { role })).data));
export const remove = withServerMessage(async (id: number, userId: number): Promise<OrganizationDetail> => detail((await http.delete(`/api/organizations/${id}/members/${userId}`)).data));
export const leave = withServerMessage(async (id: number): Promise<OrganizationDetail> => detail((await http.post(`/api/organizations/${id}/leave`)).data));
export const transfer = withServerMessage(async (id: number, userId: number): Promise<OrganizationDetail> => detail((await http.post(`/api/organizations/${id}/transfer`, { user_id: userId })).data));

/** The logo through the existing uploads (kind image); the API host checks type, content and size. */
export const uploadLogo = withServerMessage(async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', file);
  return uploadResponseSchema.parse((await http.post('/api/multimedia/upload', form)).data).url;
});
