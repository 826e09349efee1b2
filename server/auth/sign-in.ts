import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type IdentityProfile } from '../../contracts';
import { HttpError } from '../lib/http-error';

/**
 * Username-or-e-mail + password sign-in, shared by POST auth/signin and the hosted page.
 * Locks are checked before the password, and failures are counted per account and per address.
 */
export async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply,
  login: string, password: string, tenantId?: string): Promise<IdentityProfile> {
  const { users, lockout } = app.auth;
  const user = await users.byLogin(login);
  const keys = [`ip:${request.ip}`, ...(user ? [`account:${user.userId}`] : [])];
  const wait = await lockout.lockedFor(keys);
  if (wait > 0) throw new HttpError(429, AUTH_MESSAGES.lockedOut(wait), { 'retry-after': String(wait) });
  const ok = await users.checkPassword(user, password);
  if (!ok || !user) {
    await lockout.fail(keys);
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.enabled) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);
  await lockout.succeed(`account:${user.userId}`);
  return app.auth.startSession(request, reply, user, tenantId);
}
