import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z, ZodError } from 'zod';
import { AUTH_MESSAGES, passwordSchema, signUpBase, signUpSchema } from '../../../../contracts';
import { randomBytes } from 'node:crypto';
import { OtpError } from '../../../auth/otp';
import { createMember } from '../../../auth/sign-up';
import { hashPassword } from '../../../lib/password';
import { signIn } from '../../../auth/sign-in';
import { HttpError } from '../../../lib/http-error';
import { actionDone, registerForm, signInForm, updatePasswordForm, updateProfileForm, verifyEmailForm, type FlowParams } from './forms';
import { html, page } from './html';

const ACTIONS = ['register', 'update-profile', 'update-password'] as const;
const flowQuery = z.object({
  redirect_uri: z.string().max(2000).optional(),
  tenant_id: z.string().max(64).optional(),
  action: z.enum(ACTIONS).optional(),
});
const formBody = z.record(z.string(), z.string().or(z.array(z.string())));
/** A registration kept with its code until the code comes back (see the register step). */
const pendingRegistration = signUpBase.omit({ password: true }).extend({ passwordHash: z.string().startsWith('scrypt$'), nonce: z.string() });

const DONE_SCRIPT = `(function () {
  var el = document.currentScript, target = el && el.getAttribute('data-redirect');
  if (!target) return;
  if (window.opener && !window.opener.closed) {
    try { window.opener.postMessage('accountActionDone', new URL(target).origin); } catch (e) {}
    window.close();
  } else {
    window.location.replace(target);
  }
})();`;

const firstIssue = (err: unknown) => (err instanceof ZodError ? err.issues[0]?.message ?? 'Check the form.' : null);
/** The field the first issue is about ("username", "parent_email"), marked at the form. */
const issueField = (err: unknown) => (err instanceof ZodError ? String(err.issues[0]?.path[0] ?? '') || undefined : undefined);

/**
 * The auth service's hosted pages (SPEC §7 /auth/redirect): sign in, register (incl. members
 * under 18), verify e-mail, update profile, update password. Success returns to redirect_uri,
 * which must be one of our app origins exactly — never an open redirect.
 */
const hostedRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: app.auth.settings.rateLimitPerMinute, timeWindow: '1 minute' } };

  /** The flow with a checked redirect_uri, or null when the target is not ours. */
  function resolveFlow(raw: { redirect_uri?: string; tenant_id?: string; action?: string }): FlowParams | null {
    const fallback = `${app.auth.ownOrigin()}/`;
    let target: URL;
    try {
      target = new URL(raw.redirect_uri || fallback);
    } catch {
      return null;
    }
    if (!['http:', 'https:'].includes(target.protocol) || !app.auth.isAllowedOrigin(target.origin)) return null;
    const action = ACTIONS.find((a) => a === raw.action);
    return { redirect_uri: target.toString(), ...(raw.tenant_id ? { tenant_id: raw.tenant_id } : {}), ...(action ? { action } : {}) };
  }

  const send = (reply: FastifyReply, status: number, title: string, body: ReturnType<typeof html>, error?: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(title, body, { error }));

  const refused = (reply: FastifyReply) =>
    send(reply, 400, 'Sign-in link not allowed', html`<p>${AUTH_MESSAGES.redirectNotAllowed} Open the Summit Platform app and try again from there.</p>`, AUTH_MESSAGES.redirectNotAllowed);

  async function sessionUser(request: FastifyRequest) {
    try {
      const profile = await app.auth.currentProfile(request);
      return profile.user_id != null ? (await app.auth.users.byId(profile.user_id)) ?? null : null;
    } catch {
      return null;
    }
  }

  /** `invalid`: the field the message is about, marked at the form. */
  async function actionPage(reply: FastifyReply, flow: FlowParams, user: NonNullable<Awaited<ReturnType<typeof sessionUser>>>, error?: string, status = 200, invalid?: string) {
    if (flow.action === 'update-profile') {
      return send(reply, status, 'Update your profile', updateProfileForm(flow, {
        firstName: user.firstName, lastName: user.lastName, phone_number: user.phoneNumber ?? '', email: user.email, username: user.username,
      }, invalid), error);
    }
    return send(reply, status, 'Change your password', updatePasswordForm(flow, invalid), error);
  }

  app.get('/auth/redirect', {
    config: limit,
    schema: { tags: ['auth'], summary: 'Hosted sign-in, registration and account pages', querystring: flowQuery },
  }, async (request, reply) => {
    const flow = resolveFlow(request.query);
    if (!flow) return refused(reply);
    if (flow.action === 'register') return send(reply, 200, 'Create your account', registerForm(flow));
    const user = await sessionUser(request);
    if (flow.action && user) return actionPage(reply, flow, user);
    if (!flow.action && user) return reply.redirect(flow.redirect_uri, 303);
    return send(reply, 200, 'Sign in', signInForm(flow));
  });

  app.get('/auth/assets/account-action-done.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(DONE_SCRIPT));

  app.post('/auth/redirect', {
    config: limit,
    schema: { tags: ['auth'], summary: 'Form posts of the hosted pages', body: formBody },
  }, async (request, reply) => {
    app.auth.requireSameSite(request);
    const f = Object.fromEntries(Object.entries(request.body).map(([k, v]) => [k, Array.isArray(v) ? v.at(-1) ?? '' : v]));
    const flow = resolveFlow(f);
    if (!flow) return refused(reply);

    switch (f.step) {
      case 'signin': {
        try {
          await signIn(app, request, reply, f.username ?? '', f.password ?? '', flow.tenant_id);
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          return send(reply, err.statusCode, 'Sign in', signInForm(flow, { username: f.username }, err.message), err.message);
        }
        if (flow.action && flow.action !== 'register') {
          const user = await app.auth.users.byLogin(f.username ?? '');
          if (user) return actionPage(reply, flow, user);
        }
        return reply.redirect(flow.redirect_uri, 303);
      }

      case 'register': {
        const values = {
          firstName: f.firstName, lastName: f.lastName, username: f.username, email: f.email, phone_number: f.phone_number,
          is_underage: f.is_underage === 'true', parent_name: f.parent_name, parent_email: f.parent_email, parent_phone_number: f.parent_phone_number,
        };
        const parsed = signUpSchema.safeParse({ ...values, password: f.password, tnc_accepted: f.tnc_accepted === 'true' });
        if (!parsed.success) return send(reply, 400, 'Create your account', registerForm(flow, values, issueField(parsed.error)), firstIssue(parsed.error)!);
        const { password, ...input } = parsed.data;
        const underage = input.is_underage === true;
        const recipient = underage && input.parent_email ? input.parent_email : input.email;
        if (underage && recipient === input.email) return send(reply, 400, 'Create your account', registerForm(flow, values, 'parent_email'), AUTH_MESSAGES.parentEmailSame);
        // Usernames are public handles, so a taken one is said at once; whether an e-mail has an
        // account is said only to whoever proves the address with the code.
        if (await app.auth.users.usernameTaken(input.username)) {
          return send(reply, 409, 'Create your account', registerForm(flow, values, 'username'), AUTH_MESSAGES.usernameTaken);
        }
        // Nothing is created and nobody is signed in until the code comes back: the registration
        // waits with the code (the password only as its hash).
        // The nonce ties the waiting registration to this browser's form: a second registration
        // for the same e-mail (someone else's) cannot be finished with this form, nor this one with theirs.
        const nonce = randomBytes(18).toString('base64url');
        const pending = { ...input, passwordHash: await hashPassword(password, { interactive: true }), nonce };
        try {
          await app.auth.otp.send({ email: input.email, purpose: 'signup', recipient, firstName: input.firstName, ip: request.ip, pending });
        } catch (err) {
          if (!(err instanceof OtpError)) throw err;
          return send(reply, err.statusCode, 'Create your account', registerForm(flow, values), err.message);
        }
        return send(reply, 200, 'Check your e-mail', verifyEmailForm(flow, { email: input.email, nonce }, recipient));
      }

      case 'verify-email':
      case 'resend-code': {
        const email = (f.email ?? '').trim().toLowerCase();
        const nonce = f.nonce ?? '';
        const mine = email && nonce ? await app.auth.otp.pendingFor(email, nonce) : null;
        if (!mine) return send(reply, 400, 'Create your account', registerForm(flow, {}), AUTH_MESSAGES.registrationExpired);
        const { recipient } = mine;
        const form = { email, nonce };
        let proof;
        try {
          if (f.step === 'resend-code') {
            await app.auth.otp.send({ email, purpose: 'signup', recipient, firstName: String(mine.pending.firstName ?? ''), ip: request.ip, pending: mine.pending });
            return send(reply, 200, 'Check your e-mail', verifyEmailForm(flow, form, recipient));
          }
          // Expired, used up, or replaced by a newer request for this e-mail (perhaps someone else's).
          if (!mine.open) return send(reply, 400, 'Check your e-mail', verifyEmailForm(flow, form, recipient, AUTH_MESSAGES.codeReplaced), AUTH_MESSAGES.codeReplaced);
          proof = await app.auth.otp.verify(email, (f.otp ?? '').trim());
        } catch (err) {
          if (!(err instanceof OtpError)) throw err;
          return send(reply, err.statusCode, 'Check your e-mail', verifyEmailForm(flow, form, recipient, err.message), err.message);
        }
        const registration = pendingRegistration.safeParse(proof.pending);
        if (!registration.success) return send(reply, 400, 'Create your account', registerForm(flow, {}), AUTH_MESSAGES.registrationExpired);
        // The code that was verified must be this form's own, even if another registration for the
        // e-mail slipped in between the check above and the verification.
        if (registration.data.nonce !== nonce) {
          return send(reply, 400, 'Check your e-mail', verifyEmailForm(flow, form, recipient, AUTH_MESSAGES.codeReplaced), AUTH_MESSAGES.codeReplaced);
        }
        const { passwordHash, nonce: _nonce, ...details } = registration.data;
        let user;
        try {
          // A parent's code is the parent's consent, not proof of the member's own address.
          user = await createMember(app, { ...details, password: '', passwordHash, emailVerified: proof.recipient === email });
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          return send(reply, err.statusCode, 'Create your account', registerForm(flow, details), err.message);
        }
        await app.auth.startSession(request, reply, user, flow.tenant_id);
        return send(reply, 200, 'Welcome to Summit', actionDone(flow.redirect_uri, proof.recipient === email
          ? 'Your e-mail is verified and your account is ready.'
          : 'Your parent confirmed your registration and your account is ready.'));
      }

      case 'update-profile':
      case 'update-password': {
        const user = await sessionUser(request);
        if (!user) return send(reply, 401, 'Sign in', signInForm(flow, {}, AUTH_MESSAGES.sessionExpired), AUTH_MESSAGES.sessionExpired);
        if (f.step === 'update-profile') {
          const firstName = (f.firstName ?? '').trim();
          const phone = (f.phone_number ?? '').trim();
          if (!firstName) return actionPage(reply, flow, user, 'Enter your first name.', 400, 'firstName');
          if (phone && !/^\+?[0-9 ()-]{6,20}$/.test(phone)) return actionPage(reply, flow, user, 'Enter a valid phone number.', 400, 'phone_number');
          await app.auth.users.update(user.userId, { firstName: firstName.slice(0, 80), lastName: (f.lastName ?? '').trim().slice(0, 80), phoneNumber: phone || null }, user.userId);
          return send(reply, 200, 'Profile saved', actionDone(flow.redirect_uri, 'Your profile is up to date.'));
        }
        if (!(await app.auth.users.checkPassword(user, f.old_password ?? ''))) return actionPage(reply, flow, user, AUTH_MESSAGES.wrongOldPassword, 400, 'old_password');
        const next = passwordSchema.safeParse(f.new_password ?? '');
        if (!next.success) return actionPage(reply, flow, user, firstIssue(next.error)!, 400, 'new_password');
        if (next.data !== f.confirm_password) return actionPage(reply, flow, user, 'The new passwords do not match.', 400, 'confirm_password');
        // Every other session of the member ends with the old password; this browser's stays.
        const cookie = app.auth.refreshCookie(request);
        const current = cookie ? await app.auth.sessions.current(cookie) : null;
        await app.auth.users.setPassword(user.userId, next.data, user.userId,
          (tx) => app.auth.sessions.revokeOthers(user.userId, current?.sessionId ?? null, 'password changed', tx));
        return send(reply, 200, 'Password changed', actionDone(flow.redirect_uri, 'Your password has been changed.'));
      }

      default:
        return send(reply, 400, 'Sign in', signInForm(flow), 'Unknown step.');
    }
  });
};

export default hostedRoutes;
