import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES, errorResponseSchema, generateOtpSchema, identityProfileSchema, okSchema, otpVerifiedSchema, signInSchema,
  signUpSchema, SUMMIT_TENANT_ID, tokenResponseSchema, updatePasswordSchema, verifyOtpSchema, idTextSchema,
} from '../../../contracts';
import { isAdmin } from '../../auth/authorize';
import { OtpError } from '../../auth/otp';
import { signIn } from '../../auth/sign-in';
import { signUp } from '../../auth/sign-up';
import { HttpError } from '../../lib/http-error';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

const rethrowOtp = (err: unknown): never => {
  if (err instanceof OtpError) {
    throw new HttpError(err.statusCode, err.message, err.retryAfterSeconds ? { 'retry-after': String(err.retryAfterSeconds) } : {});
  }
  throw err;
};

/** The auth calls of SPEC §7 under /api/auth/ (sign-up, sign-in, OTP, password). */
const authApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: app.auth.settings.rateLimitPerMinute, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post('/api/auth/signin', {
    config: limit,
    schema: { tags, summary: 'Sign in with username or e-mail and password', body: signInSchema, response: { 200: identityProfileSchema, ...errors } },
  }, async (request, reply) => {
    app.auth.requireSameSite(request);
    return signIn(app, request, reply, request.body.username, request.body.password);
  });

  app.post('/api/auth/signup', {
    config: limit,
    schema: { tags, summary: 'Create an account (after verifying the e-mail with a code) and sign in', body: signUpSchema, response: { 201: identityProfileSchema, ...errors } },
  }, async (request, reply) => {
    app.auth.requireSameSite(request);
    const user = await signUp(app, request.body);
    const profile = await app.auth.startSession(request, reply, user, SUMMIT_TENANT_ID);
    return reply.status(201).send(profile);
  });

  app.post('/api/auth/signout', {
    config: limit,
    schema: { tags, summary: 'Sign out (same as POST /auth/logout)', response: { 204: z.null(), 403: errorResponseSchema } },
  }, async (request, reply) => {
    app.auth.requireSameSite(request);
    const token = app.auth.refreshCookie(request);
    const session = token ? await app.auth.sessions.current(token) : null;
    if (session) await app.auth.sessions.revoke(session.sessionId, 'signout');
    app.auth.clearRefreshCookie(reply);
    return reply.status(204).send(null);
  });

  app.post('/api/auth/generateOtp', {
    config: limit,
    schema: { tags, summary: 'Send a 6-digit code to the e-mail (or the parent’s, for members under 18)', body: generateOtpSchema, response: { 200: okSchema, ...errors } },
  }, async (request) => {
    const { email, firstName, username, parent_email, is_underage, type } = request.body;
    const recipient = is_underage && parent_email ? parent_email : email;
    if (is_underage && recipient === email) throw new HttpError(400, AUTH_MESSAGES.parentEmailSame, {}, { fields: { parent_email: AUTH_MESSAGES.parentEmailSame } });
    // Sign-up checks before any code is sent (decision 0056): a taken username is said at once
    // (usernames are public); a registered e-mail gets a mail saying so instead of a code, and
    // the caller the same answer as for a new address.
    if (type === 'signup' && username && await app.auth.users.usernameTaken(username)) {
      throw new HttpError(409, AUTH_MESSAGES.usernameTaken, {}, { fields: { username: AUTH_MESSAGES.usernameTaken } });
    }
    const accountExists = type === 'signup' && await app.auth.users.emailTaken(email);
    await app.auth.otp.send({ email, purpose: type, recipient: accountExists ? email : recipient, firstName, ip: request.ip, accountExists }).catch(rethrowOtp);
    return { message: is_underage ? 'We sent a code to the parent’s e-mail.' : 'We sent a code to your e-mail.' };
  });

  app.post('/api/auth/verifyOtp', {
    config: limit,
    schema: { tags, summary: 'Check a code; an existing account’s e-mail becomes verified', body: verifyOtpSchema, response: { 200: okSchema, ...errors } },
  }, async (request) => {
    const proof = await app.auth.otp.verify(request.body.email, request.body.otp).catch(rethrowOtp);
    // Only a code mailed to the address itself, asked for to verify an account, proves it for that
    // account; a sign-up code waits for the sign-up call, and a parent's code proves the parent's.
    if (proof.purpose === 'verify' && proof.recipient.toLowerCase() === request.body.email) {
      await app.auth.users.markEmailVerified(request.body.email);
    }
    return { message: 'E-mail verified.' };
  });

  app.get('/api/auth/isOtpVerified/:user_id', {
    config: limit,
    onRequest: [app.authenticate],
    schema: { tags, summary: 'Whether a member’s e-mail is verified', params: z.object({ user_id: idTextSchema }), response: { 200: otpVerifiedSchema, ...errors } },
  }, async (request) => {
    // A member reads their own state; admins anyone's. Others get the same 404 as a missing id.
    const callerId = request.user!.user_id;
    const allowed = callerId === request.params.user_id || await isAdmin(app.db, callerId);
    const user = allowed ? await app.auth.users.byId(request.params.user_id) : undefined;
    if (!user) throw new HttpError(404, 'User not found');
    return { user_id: user.userId, otpVerified: user.emailVerified };
  });

  app.post('/api/auth/updatePassword', {
    config: limit,
    onRequest: [app.authenticate],
    schema: { tags, summary: 'Change the signed-in member’s password', body: updatePasswordSchema, response: { 200: okSchema, ...errors } },
  }, async (request) => {
    const me = await app.auth.users.byId(request.user!.user_id);
    if (!me || me.email.toLowerCase() !== request.body.email) throw new HttpError(403, AUTH_MESSAGES.notYourAccount);
    if (!(await app.auth.users.checkPassword(me, request.body.old_password))) throw new HttpError(400, AUTH_MESSAGES.wrongOldPassword);
    // Every other session of the member ends with the old password; this one stays signed in.
    await app.auth.users.setPassword(me.userId, request.body.new_password, me.userId,
      (tx) => app.auth.sessions.revokeOthers(me.userId, request.user!.session_id, 'password changed', tx));
    return { message: 'Password changed.' };
  });

  app.post('/api/auth/refreshToken', {
    config: limit,
    schema: { tags, summary: 'Rotate the refresh cookie and return a new access token (full response)', body: z.object({ tenant_id: z.string().optional() }).optional(), response: { 200: tokenResponseSchema, ...errors } },
  }, async (request, reply) => {
    app.auth.requireSameSite(request);
    const token = app.auth.refreshCookie(request);
    const result = token ? await app.auth.sessions.rotate(token) : null;
    const user = result?.ok ? await app.auth.users.byId(result.userId) : undefined;
    if (!result?.ok || !user || !user.enabled) {
      app.auth.clearRefreshCookie(reply);
      throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    }
    app.auth.setRefreshCookie(reply, result.refreshToken);
    const profile = await app.auth.profileFor(user, result.sessionId, result.tenantId);
    return { access_token: profile.access_token, token_type: 'Bearer' as const, expires_in: app.auth.settings.accessTtlSeconds, session_id: result.sessionId };
  });
};

export default authApiRoutes;
