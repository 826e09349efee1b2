// Organisation pages (issue 15; docs/decisions/0042-organization-teams.md).
//   GET    /api/organizations/mine                          the caller's organisations and invitations
//   POST   /api/organizations                               create one (the caller becomes its owner)
//   GET    /api/organizations/:id                           profile, team, what the caller may do
//   PUT    /api/organizations/:id                           edit the profile (owner or admin)
//   POST   /api/organizations/:id/invitations               invite by e-mail (owner or admin; mailed, and notified in-app to a member)
//   DELETE /api/organizations/:id/invitations/:invitation_id withdraw an invitation (owner or admin)
//   POST   /api/organization-invitations/:invitation_id/answer  accept or decline (the invited address only)
//   PUT    /api/organizations/:id/members/:user_id          change a member's role (owner or admin)
//   DELETE /api/organizations/:id/members/:user_id          remove a member (owner or admin)
//   POST   /api/organizations/:id/leave                     leave (not the owner)
//   POST   /api/organizations/:id/transfer                  hand ownership to a member (owner)
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  errorResponseSchema, idTextSchema, invitationAnswerSchema, invitationInputSchema, LOGO_MAX_BYTES, memberRoleInputSchema, myOrganizationsSchema,
  ORG_MEMBER_ROLE_LABELS, ORGANIZATION_MESSAGES, organizationDetailSchema, organizationInputSchema, organizationPageLink, transferInputSchema,
  type OrganizationInput,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId } from '../../auth/authorize';
import { HttpError } from '../../lib/http-error';
import {
  answerInvitation, changeMemberRole, createOrganization, displayName, inviteByEmail, leaveOrganization, organizationDetail, organizationManagers,
  myOrganizations, removeMember, revokeInvitation, transferOwnership, updateOrganization,
} from '../../organizations/service';
import { notifyUsers, type NewNotification } from '../../realtime/notify';

export interface OrganizationsOptions { uploadsDir?: string }

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['organizations'];
const idParams = z.object({ id: idTextSchema });
const memberParams = z.object({ id: idTextSchema, user_id: idTextSchema });
const invitationParams = z.object({ id: idTextSchema, invitation_id: idTextSchema });

const organizationsRoutes: FastifyPluginAsyncZod<OrganizationsOptions> = async (app, opts) => {
  const db = app.db;
  const onRequest = [app.authenticate];
  const limit = (name: string, max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `organizations:${name}:${request.user?.user_id ?? request.ip}` },
  });
  const posting = limit('post', 60);
  // Invitations send mail: fewer per minute.
  const inviting = limit('invite', 20);

  /** A logo that is an upload must exist in the uploads and be within the image limit. */
  const checkLogo = async (input: OrganizationInput): Promise<OrganizationInput> => {
    if (!input.logo_url?.startsWith('/api/multimedia/images/') || !opts.uploadsDir) return input;
    let size: number;
    try {
      const info = await stat(path.join(path.resolve(opts.uploadsDir), 'images', path.basename(input.logo_url)));
      size = info.size;
    } catch {
      throw new HttpError(400, ORGANIZATION_MESSAGES.logoMissing);
    }
    if (size > LOGO_MAX_BYTES) throw new HttpError(400, ORGANIZATION_MESSAGES.logoTooLarge);
    return input;
  };

  const notify = async (userIds: number[], note: NewNotification, actor: number) => {
    try {
      await notifyUsers(app, userIds.filter((id) => id !== actor), note, actor);
    } catch (err) {
      app.log.error({ err }, 'organisation notification failed');
    }
  };
  const detail = (request: FastifyRequest, id: number) => organizationDetail(db, callerId(request), id);

  app.get('/api/organizations/mine', {
    onRequest, schema: { tags, security, summary: 'The caller’s organisations (owner first) and the invitations waiting for their answer', response: { 200: myOrganizationsSchema, ...errors } },
  }, async (request) => myOrganizations(db, callerId(request)));

  app.post('/api/organizations', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Create an organisation; the caller becomes its owner', body: organizationInputSchema, response: { 201: organizationDetailSchema, ...errors } },
  }, async (request, reply) => {
    const id = await createOrganization(db, callerId(request), await checkLogo(request.body));
    return reply.status(201).send(await detail(request, id));
  });

  app.get('/api/organizations/:id', {
    onRequest, schema: { tags, security, summary: 'An organisation’s profile and team, with what the caller may do', params: idParams, response: { 200: organizationDetailSchema, ...errors } },
  }, async (request) => detail(request, request.params.id));

  app.put('/api/organizations/:id', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Edit the profile (owner or admin of the organisation)', params: idParams, body: organizationInputSchema, response: { 200: organizationDetailSchema, ...errors } },
  }, async (request) => {
    await updateOrganization(db, callerId(request), request.params.id, await checkLogo(request.body));
    return detail(request, request.params.id);
  });

  app.post('/api/organizations/:id/invitations', {
    onRequest, config: inviting,
    schema: {
      tags, security, summary: 'Invite someone by e-mail (owner or admin); the mail links to the organisation page',
      params: idParams, body: invitationInputSchema, response: { 201: organizationDetailSchema, ...errors },
    },
  }, async (request, reply) => {
    const me = callerId(request);
    const { email, role } = request.body;
    const created = await inviteByEmail(db, me, request.params.id, email, role);
    const inviter = await displayName(db, me);
    const link = organizationPageLink(request.params.id);
    // Our own origin (PUBLIC_ORIGIN), never the request's Host: a forged header would put a
    // stranger's address into our mail. The subject is ours too; the names are in the body.
    const origin = app.auth.ownOrigin();
    await app.auth.mailer.send({
      to: email,
      subject: 'You are invited to join an organisation on Summit Platform',
      text: `${inviter} invited you to join ${created.organizationName} as ${ORG_MEMBER_ROLE_LABELS[role].toLowerCase()}.\n\n`
        + `Open ${origin}${link} to accept or decline. Sign in (or register) with this e-mail address (${email}) first.\n\n`
        + 'If you did not expect this invitation, you can ignore this mail.',
    });
    if (created.inviteeUserId) {
      await notify([created.inviteeUserId], {
        notification_type: 'organization',
        notification_body: `${inviter} invited you to join ${created.organizationName}.`,
        notification_link: link,
      }, me);
    }
    return reply.status(201).send(await detail(request, request.params.id));
  });

  app.delete('/api/organizations/:id/invitations/:invitation_id', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Withdraw a pending invitation (owner or admin)', params: invitationParams, response: { 200: organizationDetailSchema, ...errors } },
  }, async (request) => {
    await revokeInvitation(db, callerId(request), request.params.id, request.params.invitation_id);
    return detail(request, request.params.id);
  });

  app.post('/api/organization-invitations/:id/answer', {
    onRequest, config: posting,
    schema: {
      tags, security, summary: 'Accept or decline an invitation sent to the caller’s e-mail address; the owner and admins are told',
      params: idParams, body: invitationAnswerSchema, response: { 200: organizationDetailSchema, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const { answer } = request.body;
    const org = await answerInvitation(db, me, request.params.id, answer);
    await notify(await organizationManagers(db, org.organizationId), {
      notification_type: 'organization',
      notification_body: `${await displayName(db, me)} ${answer === 'accept' ? 'joined' : 'declined the invitation to'} ${org.name}.`,
      notification_link: organizationPageLink(org.organizationId),
    }, me);
    return detail(request, org.organizationId);
  });

  app.put('/api/organizations/:id/members/:user_id', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Change a member’s role to admin or member (owner or admin)', params: memberParams, body: memberRoleInputSchema, response: { 200: organizationDetailSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    const { id, user_id: userId } = request.params;
    await changeMemberRole(db, me, id, userId, request.body.role);
    const d = await detail(request, id);
    await notify([userId], { notification_type: 'organization', notification_body: `You are now ${ORG_MEMBER_ROLE_LABELS[request.body.role].toLowerCase()} of ${d.name}.`, notification_link: organizationPageLink(id) }, me);
    return d;
  });

  app.delete('/api/organizations/:id/members/:user_id', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Remove a member (owner or admin; not the owner)', params: memberParams, response: { 200: organizationDetailSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    const { id, user_id: userId } = request.params;
    await removeMember(db, me, id, userId);
    const d = await detail(request, id);
    if (userId !== me) await notify([userId], { notification_type: 'organization', notification_body: `You were removed from ${d.name}.`, notification_link: organizationPageLink(id) }, me);
    return d;
  });

  app.post('/api/organizations/:id/leave', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Leave the organisation (the owner transfers ownership first)', params: idParams, response: { 200: organizationDetailSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    await leaveOrganization(db, me, request.params.id);
    const d = await detail(request, request.params.id);
    await notify(await organizationManagers(db, d.organization_id), { notification_type: 'organization', notification_body: `${await displayName(db, me)} left ${d.name}.`, notification_link: organizationPageLink(d.organization_id) }, me);
    return d;
  });

  app.post('/api/organizations/:id/transfer', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Transfer ownership to another member (owner); the old owner stays as an admin', params: idParams, body: transferInputSchema, response: { 200: organizationDetailSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    await transferOwnership(db, me, request.params.id, request.body.user_id);
    const d = await detail(request, request.params.id);
    await notify([request.body.user_id], { notification_type: 'organization', notification_body: `${await displayName(db, me)} made you the owner of ${d.name}.`, notification_link: organizationPageLink(d.organization_id) }, me);
    return d;
  });
};

export default organizationsRoutes;
