// The organisation area's wiring (/organization): the page machine provided with the calls of
// src/api/organizations.ts. A picked logo uploads first (the existing uploads), then the profile
// is saved with its URL.
import { fromPromise } from 'xstate';
import type { OrganizationInputRaw } from '../../../contracts';
import { organizationPageMachine, type ActRequest, type ActResult, type OrganizationPage, type PickedFile } from '../../../machines/organization-page';
import * as api from '../../api/organizations';

const one = (detail: Awaited<ReturnType<typeof api.get>>): OrganizationPage => ({ kind: 'one', detail });
const mine = async (): Promise<OrganizationPage> => ({ kind: 'mine', mine: await api.mine() });

async function withLogo(values: OrganizationInputRaw, logo: PickedFile | null): Promise<OrganizationInputRaw> {
  if (!logo) return values;
  return { ...values, logo_url: await api.uploadLogo(logo as File) };
}

async function act({ organizationId: id, action: a }: ActRequest): Promise<ActResult> {
  switch (a.kind) {
    case 'create': {
      const created = await api.create(await withLogo(a.values, a.logo));
      return { page: await mine(), createdId: created.organization_id };
    }
    case 'answer': {
      const detail = await api.answer(a.invitationId, a.answer);
      return { page: id === null ? await mine() : one(detail) };
    }
    default: break;
  }
  if (id === null) throw new Error('Open the organisation first.');
  switch (a.kind) {
    case 'save': return { page: one(await api.update(id, await withLogo(a.values, a.logo))) };
    case 'invite': return { page: one(await api.invite(id, { email: a.email, role: a.role })) };
    case 'revoke': return { page: one(await api.revoke(id, a.invitationId)) };
    case 'role': return { page: one(await api.setRole(id, a.userId, a.role)) };
    case 'remove': return { page: one(await api.remove(id, a.userId)) };
    case 'leave': return { page: one(await api.leave(id)) };
    case 'transfer': return { page: one(await api.transfer(id, a.userId)) };
  }
}

export const organizationPageLogic = organizationPageMachine.provide({
  actors: {
    load: fromPromise<OrganizationPage, { organizationId: number | null }>(async ({ input }) =>
      (input.organizationId === null ? mine() : one(await api.get(input.organizationId)))),
    act: fromPromise<ActResult, ActRequest>(({ input }) => act(input)),
  },
});
