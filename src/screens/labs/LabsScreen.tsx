import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { SUMMIT_TENANT_ID } from '../../../contracts';
import {
  selectAssistantAnswer, selectAssistantBusy, selectAssistantError, selectAssistantStatus, selectAssistantView,
} from '../../../machines/assistant-test';
import { SSO_ACTIONS, selectSsoCanStart, selectSsoError, selectSsoFormError, selectSsoLoading, selectSsoProfile, selectSsoStartedUrl, type SsoAction } from '../../../machines/sso-test';
import { useScreenActor } from '../../app/use-screen-actor';
import { Field, FormMessage } from '../../components/Form';
import { assistantTestLogic, ssoTestLogic } from './labs.actors';
import styles from './Labs.module.css';

/** /sso-initiate-test: start the hosted /auth/redirect flow and show the profile that comes back (decision 0047). */
function SsoTestPage() {
  const actor = useScreenActor(ssoTestLogic);
  const profile = useSelector(actor, selectSsoProfile);
  const loading = useSelector(actor, selectSsoLoading);
  const error = useSelector(actor, selectSsoError);
  const formError = useSelector(actor, selectSsoFormError);
  const started = useSelector(actor, selectSsoStartedUrl);
  const canStart = useSelector(actor, selectSsoCanStart);
  const { search } = useLocation();
  const returned = new URLSearchParams(search).get('sso') === 'returned';
  const back = `${window.location.origin}/sso-initiate-test?sso=returned`;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    actor.send({ type: 'sso.start', request: { tenant_id: String(form.get('tenant_id') ?? ''), redirect_uri: String(form.get('redirect_uri') ?? ''), action: String(form.get('action') ?? '') as SsoAction } });
  };
  return (
    <div className={styles.page}>
      <header>
        <h1>Single sign-on initiation test</h1>
        <p className={styles.lead}>Starts the auth service’s hosted flow (<code>/auth/redirect</code>) the way another app of the summit would, and shows the profile the session holds when the flow returns here.</p>
      </header>
      <form className={styles.card} onSubmit={submit} aria-labelledby="sso-start">
        <h2 id="sso-start">Start the flow</h2>
        <Field label="Tenant" name="tenant_id" defaultValue={SUMMIT_TENANT_ID} required maxLength={64} />
        <Field label="Return address (redirect_uri)" name="redirect_uri" defaultValue={back} required maxLength={2000}
          hint="Must be an address of this app; the auth service refuses any other." />
        <div className={styles.select}>
          <label htmlFor="sso-action">Action</label>
          <select id="sso-action" name="action" defaultValue="">
            {SSO_ACTIONS.map((a) => <option key={a.value} value={a.value}>{a.label}</option>)}
          </select>
        </div>
        <FormMessage error={formError} success={started ? `Opening ${started}…` : null} />
        <button type="submit" className="button" disabled={!canStart}>Start single sign-on</button>
      </form>
      <section className={styles.card} aria-labelledby="sso-profile" aria-live="polite">
        <h2 id="sso-profile">{returned ? 'Profile returned by the flow' : 'Profile of this session'}</h2>
        {loading && <p>Loading the session’s profile…</p>}
        {error && (
          <>
            <p role="alert">{error}</p>
            <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'sso.retry' })}>Try again</button>
          </>
        )}
        {profile && (
          <dl className={styles.profile}>
            <div><dt>User id</dt><dd>{profile.user_id}</dd></div>
            <div><dt>Username</dt><dd>{profile.preferred_username}</dd></div>
            <div><dt>E-mail</dt><dd>{profile.email}</dd></div>
            <div><dt>Name</dt><dd>{[profile.given_name, profile.family_name].filter(Boolean).join(' ') || '—'}</dd></div>
            <div><dt>E-mail verified</dt><dd>{profile.email_verified ? 'Yes' : 'No'}</dd></div>
            <div><dt>Access token</dt><dd>{profile.access_token ? 'Present (hidden)' : 'None'}</dd></div>
          </dl>
        )}
      </section>
    </div>
  );
}

/** /gemini-test: asks the API host's assistant, which answers only with a configured model (decision 0046). */
function AssistantTestPage() {
  const actor = useScreenActor(assistantTestLogic);
  const status = useSelector(actor, selectAssistantStatus);
  const view = useSelector(actor, selectAssistantView);
  const busy = useSelector(actor, selectAssistantBusy);
  const answer = useSelector(actor, selectAssistantAnswer);
  const error = useSelector(actor, selectAssistantError);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    actor.send({ type: 'assistant.ask', prompt: String(new FormData(e.currentTarget).get('prompt') ?? '') });
  };
  return (
    <div className={styles.page}>
      <header>
        <h1>Assistant test</h1>
        <p className={styles.lead}>Checks the assistant integration of this server: a question goes to the API host, which asks the configured model.</p>
      </header>
      <section className={styles.card} aria-live="polite" aria-labelledby="assistant-status">
        <h2 id="assistant-status">Status</h2>
        {view === 'loading' && <p>Checking whether an assistant model is configured…</p>}
        {view === 'failed' && (
          <>
            <p role="alert">{error}</p>
            <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'assistant.retry' })}>Try again</button>
          </>
        )}
        {view === 'notConfigured' && <p className={styles.off} role="status"><strong>Not configured.</strong> {status?.message}</p>}
        {view === 'ready' && status && <p role="status">{status.message}</p>}
      </section>
      {view === 'ready' && (
        <form className={styles.card} onSubmit={submit} aria-labelledby="assistant-ask">
          <h2 id="assistant-ask">Ask</h2>
          <label htmlFor="assistant-prompt">Question</label>
          <textarea id="assistant-prompt" name="prompt" rows={3} maxLength={2000} required />
          <button type="submit" className="button" disabled={busy}>{busy ? 'Asking…' : 'Ask'}</button>
          <div aria-live="polite">
            {error && <p className={styles.error} role="alert">{error}</p>}
            {answer && <blockquote className={styles.answer}><p>{answer.answer}</p><footer>— {answer.model}</footer></blockquote>}
          </div>
        </form>
      )}
    </div>
  );
}

/** The integration test pages, chosen by path (both routes use this screen). */
export default function LabsScreen() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/sso-initiate-test') ? <SsoTestPage /> : <AssistantTestPage />;
}
