import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, signUpSchema, type SignUpPayload } from '../../contracts';
import { HttpError } from '../lib/http-error';
import type { UserRow } from './users';

/**
 * Creates a member once a code proved the e-mail (SPA form). The code is checked before anything
 * about existing accounts is said, so an unproven caller learns nothing about which e-mails are
 * registered. A member under 18 proves the parent's address (their consent), not their own: the
 * account starts with its e-mail unverified.
 */
export async function signUp(app: FastifyInstance, payload: SignUpPayload): Promise<UserRow> {
  const input = signUpSchema.parse(payload);
  const underage = input.is_underage === true;
  const recipient = underage && input.parent_email ? input.parent_email : input.email;
  if (underage && recipient.toLowerCase() === input.email.toLowerCase()) throw new HttpError(400, AUTH_MESSAGES.parentEmailSame);
  if (!(await app.auth.otp.recentlyVerified(input.email, recipient, 'signup'))) throw new HttpError(400, AUTH_MESSAGES.otpRequired);
  const user = await createMember(app, { ...input, emailVerified: !underage });
  await app.auth.otp.spend(input.email);
  return user;
}

/** Inserts the member; name and e-mail clashes (also two sign-ups racing) are 409s by field. */
export async function createMember(app: FastifyInstance, input: Parameters<FastifyInstance['auth']['users']['create']>[0]): Promise<UserRow> {
  const clash = await app.auth.users.clash(input.username, input.email);
  if (clash === 'username') throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
  if (clash === 'email') throw new HttpError(409, AUTH_MESSAGES.emailTaken);
  try {
    return await app.auth.users.create(input);
  } catch (err) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (String((err as { code?: string }).code) === '23505') throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
    throw err;
  }
}
