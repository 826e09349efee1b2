import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, signUpSchema, type SignUpPayload } from '../../contracts';
import { HttpError } from '../lib/http-error';
import type { UserRow } from './users';

/** Creates a member after their e-mail was verified with a code (SPA form and hosted page). */
export async function signUp(app: FastifyInstance, payload: SignUpPayload): Promise<UserRow> {
  const input = signUpSchema.parse(payload);
  const clash = await app.auth.users.clash(input.username, input.email);
  if (clash === 'username') throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
  if (clash === 'email') throw new HttpError(409, AUTH_MESSAGES.emailTaken);
  if (!(await app.auth.otp.recentlyVerified(input.email))) throw new HttpError(400, AUTH_MESSAGES.otpRequired);
  try {
    return await app.auth.users.create({ ...input, emailVerified: true });
  } catch (err) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (String((err as { code?: string }).code) === '23505') throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
    throw err;
  }
}
