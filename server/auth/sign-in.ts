import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type IdentityProfile } from '../../contracts';
import { HttpError } from '../lib/http-error';
import { assertHashingCapacity, HASHING_BUSY_RETRY_SECONDS, HashingBusyError } from '../lib/password';
import { accountKey } from './lockout';

/**
 * Username-or-e-mail + password sign-in, shared by POST auth/signin and the hosted page. When the
 * hashing threads are saturated it answers 503 before touching the database. The attempt is
 * claimed on the address and the account (or the unknown login) before the password is checked,
 * and the answers for existing and unknown accounts are the same.
 */
export async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply,
  login: string, password: string, tenantId?: string): Promise<IdentityProfile> {
  try {
    return await attempt(app, request, reply, login, password, tenantId);
  } catch (err) {
    if (err instanceof HashingBusyError) {
      throw new HttpError(503, AUTH_MESSAGES.busy(HASHING_BUSY_RETRY_SECONDS), { 'retry-after': String(HASHING_BUSY_RETRY_SECONDS) });
    }
    throw err;
  }
}

async function attempt(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply,
  login: string, password: string, tenantId?: string): Promise<IdentityProfile> {
  const { users, lockout } = app.auth;
  assertHashingCapacity();
  const user = await users.byLogin(login);
  const ipKey = `ip:${request.ip}`;
  const account = accountKey(user?.userId, login);
  const claimed = await lockout.claim([ipKey, account]);
  if (!claimed.ok) throw new HttpError(429, AUTH_MESSAGES.lockedOut(claimed.waitSeconds), { 'retry-after': String(claimed.waitSeconds) });
  const ok = await users.checkPassword(user, password);
  if (!ok || !user) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  await lockout.succeed(account, ipKey);
  if (!user.enabled) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);
  return app.auth.startSession(request, reply, user, tenantId);
}
