import { PASSWORD_MIN } from '../../../../contracts';
import { html, type Markup } from './html';

/** What every form posts back so the flow keeps its place. */
export interface FlowParams { redirect_uri: string; tenant_id?: string; action?: string }

const hidden = (flow: FlowParams, step: string) => html`
<input type="hidden" name="step" value="${step}">
<input type="hidden" name="redirect_uri" value="${flow.redirect_uri}">
${flow.tenant_id ? html`<input type="hidden" name="tenant_id" value="${flow.tenant_id}">` : ''}
${flow.action ? html`<input type="hidden" name="action" value="${flow.action}">` : ''}`;

const described = (error?: string) => (error ? html` aria-describedby="form-error" aria-invalid="true"` : '');
/**
 * The refused field (`invalid`, a field name) points at the page's message and is marked
 * invalid; every other field keeps only its hint (decision 0057: the sentence at its field).
 */
const field = (invalid: string | undefined, name: string, hint?: string) => {
  const ids = [invalid === name ? 'form-error' : null, hint ?? null].filter(Boolean).join(' ');
  return html`${ids ? html` aria-describedby="${ids}"` : ''}${invalid === name ? html` aria-invalid="true"` : ''}`;
};

const flowQuery = (flow: FlowParams, action?: string) => {
  const q = new URLSearchParams({ redirect_uri: flow.redirect_uri });
  if (flow.tenant_id) q.set('tenant_id', flow.tenant_id);
  if (action) q.set('action', action);
  return `/auth/redirect?${q}`;
};

export function signInForm(flow: FlowParams, values: { username?: string } = {}, error?: string): Markup {
  return html`<p>Sign in to continue to your community.</p>
<form method="post" action="/auth/redirect" novalidate>
${hidden(flow, 'signin')}
<label>Username or e-mail<input type="text" name="username" autocomplete="username" required value="${values.username ?? ''}" autofocus${described(error)}></label>
<label>Password<input type="password" name="password" autocomplete="current-password" required${described(error)}></label>
<button type="submit">Sign in</button>
</form>
<p class="alt">New here? <a href="${flowQuery(flow, 'register')}">Create an account</a></p>`;
}

export interface RegisterValues {
  firstName?: string; lastName?: string; username?: string; email?: string; phone_number?: string;
  is_underage?: boolean; parent_name?: string; parent_email?: string; parent_phone_number?: string;
}

/** `invalid`: the field the page's message is about, if it is about one. */
export function registerForm(flow: FlowParams, v: RegisterValues = {}, invalid?: string): Markup {
  return html`<p>Join the summit community. We will e-mail you a code to confirm your address.</p>
<form method="post" action="/auth/redirect" novalidate>
${hidden(flow, 'register')}
<div class="row">
<label>First name<input type="text" name="firstName" autocomplete="given-name" required value="${v.firstName ?? ''}" autofocus${field(invalid, 'firstName')}></label>
<label>Last name<input type="text" name="lastName" autocomplete="family-name" value="${v.lastName ?? ''}"${field(invalid, 'lastName')}></label>
</div>
<label>Username<input type="text" name="username" autocomplete="username" required value="${v.username ?? ''}"${field(invalid, 'username', 'username-hint')}><span class="hint" id="username-hint">3–32 letters, digits, dot, dash or underscore.</span></label>
<label>E-mail<input type="email" name="email" autocomplete="email" required value="${v.email ?? ''}"${field(invalid, 'email')}></label>
<label>Phone (optional)<input type="tel" name="phone_number" autocomplete="tel" value="${v.phone_number ?? ''}"${field(invalid, 'phone_number')}></label>
<label>Password<input type="password" name="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}"${field(invalid, 'password', 'password-hint')}><span class="hint" id="password-hint">At least ${PASSWORD_MIN} characters.</span></label>
<label class="check"><input type="checkbox" name="is_underage" value="true"${v.is_underage ? html` checked` : ''}> I am under 18</label>
<fieldset>
<legend>Parent or guardian (required if you are under 18)</legend>
<label>Parent’s name<input type="text" name="parent_name" autocomplete="off" value="${v.parent_name ?? ''}"${field(invalid, 'parent_name')}></label>
<label>Parent’s e-mail<input type="email" name="parent_email" autocomplete="off" value="${v.parent_email ?? ''}"${field(invalid, 'parent_email')}></label>
<label>Parent’s phone<input type="tel" name="parent_phone_number" autocomplete="off" value="${v.parent_phone_number ?? ''}"${field(invalid, 'parent_phone_number')}></label>
</fieldset>
<label class="check"><input type="checkbox" name="tnc_accepted" value="true" required${field(invalid, 'tnc_accepted')}> I accept the terms and conditions</label>
<button type="submit">Create account</button>
</form>
<p class="alt">Already a member? <a href="${flowQuery(flow)}">Sign in</a></p>`;
}

/** The code form of a waiting registration: its e-mail and the nonce that ties it to this browser. */
export function verifyEmailForm(flow: FlowParams, registration: { email: string; nonce: string }, sentTo: string, error?: string): Markup {
  const { email, nonce } = registration;
  return html`<p>We sent a 6-digit code to <strong>${sentTo}</strong>. It expires in 10 minutes.</p>
<form method="post" action="/auth/redirect" novalidate>
${hidden(flow, 'verify-email')}
<input type="hidden" name="email" value="${email}">
<input type="hidden" name="nonce" value="${nonce}">
<label>Code<input type="text" name="otp" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus${described(error)}></label>
<button type="submit">Verify e-mail</button>
</form>
<form method="post" action="/auth/redirect" class="alt">
${hidden(flow, 'resend-code')}
<input type="hidden" name="email" value="${email}">
<input type="hidden" name="nonce" value="${nonce}">
<button type="submit">Send a new code</button>
</form>`;
}

export function updateProfileForm(flow: FlowParams, v: { firstName: string; lastName: string; phone_number: string; email: string; username: string }, invalid?: string): Markup {
  return html`<p>Signed in as <strong>${v.username}</strong> (${v.email}).</p>
<form method="post" action="/auth/redirect" novalidate>
${hidden(flow, 'update-profile')}
<div class="row">
<label>First name<input type="text" name="firstName" autocomplete="given-name" required value="${v.firstName}" autofocus${field(invalid, 'firstName')}></label>
<label>Last name<input type="text" name="lastName" autocomplete="family-name" value="${v.lastName}"${field(invalid, 'lastName')}></label>
</div>
<label>Phone<input type="tel" name="phone_number" autocomplete="tel" value="${v.phone_number}"${field(invalid, 'phone_number')}></label>
<button type="submit">Save profile</button>
</form>`;
}

export function updatePasswordForm(flow: FlowParams, invalid?: string): Markup {
  return html`<form method="post" action="/auth/redirect" novalidate>
${hidden(flow, 'update-password')}
<label>Current password<input type="password" name="old_password" autocomplete="current-password" required autofocus${field(invalid, 'old_password')}></label>
<label>New password<input type="password" name="new_password" autocomplete="new-password" required minlength="${PASSWORD_MIN}"${field(invalid, 'new_password', 'np-hint')}><span class="hint" id="np-hint">At least ${PASSWORD_MIN} characters.</span></label>
<label>Repeat new password<input type="password" name="confirm_password" autocomplete="new-password" required${field(invalid, 'confirm_password')}></label>
<button type="submit">Change password</button>
</form>`;
}

/** Account action finished: a popup tells its opener and closes; a full page goes back. */
export function actionDone(redirectUri: string, what: string): Markup {
  return html`<p>${what}</p>
<p><a href="${redirectUri}" id="continue">Continue</a></p>
<script src="/auth/assets/account-action-done.js" data-redirect="${redirectUri}"></script>`;
}
