import { useId, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { Application, ApplicationStatus, Opportunity, OpportunityKind } from '../../../contracts';
import { selectError as selectListError, selectFilters, selectIsLoading, selectRows } from '../../../machines/admin-list';
import { selectBusy, selectError, selectMessage } from '../../../machines/form-submit';
import {
  selectApplicationError, selectApplicationStatus, selectCanApply, selectComposing, selectJustApplied, selectSending,
} from '../../../machines/opportunity-application';
import { useScreenActor } from '../../app/use-screen-actor';
import { applicationsLoader, createOpportunityLogic, decideLogic, opportunityApplicationLogic, opportunityListLogic } from './community.actors';
import styles from './Community.module.css';

const STATUS_LABEL: Record<ApplicationStatus, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };
const KIND_LABEL: Record<OpportunityKind, string> = { volunteer: 'Volunteer', mentoring: 'Mentoring' };

function StatusTag({ status }: { status: ApplicationStatus }) {
  return <span className={`${styles.status} ${styles[`status_${status}`]}`}>{STATUS_LABEL[status]}</span>;
}

/** One opportunity with the member's application flow (machines/opportunity-application). */
function OpportunityCard({ opportunity }: { opportunity: Opportunity }) {
  const actor = useScreenActor(opportunityApplicationLogic, {
    input: { opportunityId: opportunity.opportunity_id, status: opportunity.my_application?.status ?? null, isOpen: opportunity.is_open, isOwner: opportunity.is_owner },
  });
  const composing = useSelector(actor, selectComposing);
  const sending = useSelector(actor, selectSending);
  const status = useSelector(actor, selectApplicationStatus);
  const justApplied = useSelector(actor, selectJustApplied);
  const canApply = useSelector(actor, selectCanApply);
  const error = useSelector(actor, selectApplicationError);
  // The message being typed: form state, not a flow.
  const [message, setMessage] = useState('');
  const messageId = useId();
  const titleId = useId();

  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.meta}>
        <span className={styles.tag}>{KIND_LABEL[opportunity.kind]}</span>
        {opportunity.space_name && <span>{opportunity.space_name}</span>}
        {!opportunity.is_open && <span className={`${styles.status} ${styles.status_declined}`}>Closed</span>}
      </div>
      <h3 id={titleId}>{opportunity.title}</h3>
      <p>{opportunity.description}</p>
      <p><strong>Time:</strong> {opportunity.commitment} · offered by {opportunity.is_owner ? 'you' : opportunity.owner_name}</p>
      <div aria-live="polite">
        {justApplied && <p className={styles.success}>Application sent. {opportunity.owner_name} has been told.</p>}
        {status && <p className={styles.meta}>Your application: <StatusTag status={status} /></p>}
        {opportunity.is_owner && <p className={styles.meta}>{opportunity.pending_count === 1 ? '1 application waits for your answer' : `${opportunity.pending_count} applications wait for your answer`}</p>}
      </div>
      {canApply && !composing && (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => actor.send({ type: 'application.start' })} aria-label={`Apply to ${opportunity.title}`}>Apply</button>
        </div>
      )}
      {composing && (
        <form className={styles.form} onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'application.submit', message }); }}>
          <label htmlFor={messageId}>A short message to {opportunity.owner_name}</label>
          <textarea id={messageId} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={1000} autoFocus />
          {error && <p className={styles.alert} role="alert">{error}</p>}
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={sending}>{sending ? 'Sending…' : 'Send application'}</button>
            <button type="button" className="button button--ghost" disabled={sending} onClick={() => actor.send({ type: 'application.cancel' })}>Cancel</button>
          </div>
        </form>
      )}
    </li>
  );
}

/** An application to one of the member's opportunities, with Accept / Decline (machines/form-submit). */
function ReceivedApplication({ application }: { application: Application }) {
  const actor = useScreenActor(decideLogic(application.application_id));
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const answered = useSelector(actor, selectMessage);
  const pending = application.status === 'pending' && !answered;
  return (
    <li className={styles.card}>
      <div className={styles.meta}><StatusTag status={application.status} /> <span>{application.opportunity_title}</span></div>
      <h3>{application.applicant_name}</h3>
      <p>“{application.message}”</p>
      <div aria-live="polite">
        {answered && <p className={styles.success}>{answered}</p>}
        {error && <p className={styles.alert} role="alert">{error}</p>}
      </div>
      {pending && (
        <div className={styles.actions}>
          <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'form.submit', values: { decision: 'accepted' } })} aria-label={`Accept ${application.applicant_name}`}>Accept</button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => actor.send({ type: 'form.submit', values: { decision: 'declined' } })} aria-label={`Decline ${application.applicant_name}`}>Decline</button>
        </div>
      )}
    </li>
  );
}

type AppsSnap = SnapshotFrom<typeof applicationsLoader>;
const selectApps = (s: AppsSnap) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectAppsError = (s: AppsSnap) => (s.status === 'done' && !s.output.ok ? s.output.message : null);

function Applications() {
  const actor = useScreenActor(applicationsLoader);
  const apps = useSelector(actor, selectApps);
  const error = useSelector(actor, selectAppsError);
  if (error) return <p className={styles.alert} role="alert">{error}</p>;
  if (!apps) return <p className={styles.muted}>Loading your applications…</p>;
  return (
    <>
      <section className={styles.section} aria-labelledby="gi-received">
        <h2 id="gi-received">Applications to your opportunities</h2>
        {apps.received.length === 0 ? <p className={styles.muted}>Nobody has applied to your opportunities yet.</p>
          : <ul className={styles.grid}>{apps.received.map((a) => <ReceivedApplication key={a.application_id} application={a} />)}</ul>}
      </section>
      <section className={styles.panel} aria-labelledby="gi-mine">
        <h2 id="gi-mine">Your applications</h2>
        {apps.mine.length === 0 ? <p className={styles.muted}>You have not applied to anything yet.</p> : (
          <ul className={styles.list}>
            {apps.mine.map((a) => (
              <li key={a.application_id} className={styles.listItem}>
                <span>{a.opportunity_title} <span className={styles.muted}>· {a.owner_name}</span></span>
                <StatusTag status={a.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function OfferOpportunity() {
  const actor = useScreenActor(createOpportunityLogic);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  const [values, setValues] = useState({ kind: 'volunteer', title: '', description: '', commitment: '' });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'form.submit', values });
  };
  return (
    <details className={`${styles.panel} ${styles.details}`}>
      <summary>Offer an opportunity</summary>
      <form className={styles.form} onSubmit={onSubmit}>
        <label>Kind
          <select value={values.kind} onChange={set('kind')}>
            <option value="volunteer">Volunteer</option>
            <option value="mentoring">Mentoring</option>
          </select>
        </label>
        <label>Title<input value={values.title} onChange={set('title')} maxLength={140} /></label>
        <label>What the volunteer or mentor does<textarea value={values.description} onChange={set('description')} maxLength={4000} /></label>
        <label>Time it takes<input value={values.commitment} onChange={set('commitment')} maxLength={120} placeholder="e.g. 2 hours a week for a month" /></label>
        <div aria-live="polite">
          {error && <p className={styles.alert} role="alert">{error}</p>}
          {message && <p className={styles.success}>{message} Reload the page to see it in the list.</p>}
        </div>
        <div className={styles.actions}><button type="submit" className="button" disabled={busy}>{busy ? 'Posting…' : 'Post opportunity'}</button></div>
      </form>
    </details>
  );
}

/** /community/get-involved — volunteer and mentoring opportunities, applications both ways. */
export function GetInvolvedView() {
  const list = useScreenActor(opportunityListLogic, { input: { idField: 'opportunity_id', pageSizes: [200], query: { filters: {} } } });
  const rows = useSelector(list, selectRows) as unknown as Opportunity[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectListError);
  const filters = useSelector(list, selectFilters) as { kind?: OpportunityKind };
  const setKind = (kind?: OpportunityKind) => list.send({ type: 'list.filter', filters: kind ? { kind } : {} });

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Get involved</h1>
        <p className={styles.lead}>Volunteer at events, mentor founders, share what you know. Apply with a short message; the person who offered it answers, and you are told either way.</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="gi-open">
            <div className={styles.headRow}>
              <h2 id="gi-open">Opportunities</h2>
              <div className={styles.segmented} role="group" aria-label="Kind of opportunity">
                <button type="button" aria-pressed={!filters.kind} onClick={() => setKind()}>All</button>
                <button type="button" aria-pressed={filters.kind === 'volunteer'} onClick={() => setKind('volunteer')}>Volunteer</button>
                <button type="button" aria-pressed={filters.kind === 'mentoring'} onClick={() => setKind('mentoring')}>Mentoring</button>
              </div>
            </div>
            <div aria-live="polite">
              {loading && <p className={styles.muted}>Loading opportunities…</p>}
              {error && <p className={styles.alert} role="alert">{error}</p>}
            </div>
            {!loading && !error && rows.length === 0 && <p className={styles.empty}>No opportunities of this kind right now.</p>}
            <ul className={styles.grid}>{rows.map((o) => <OpportunityCard key={o.opportunity_id} opportunity={o} />)}</ul>
          </section>
        </div>
        <aside className={styles.aside} aria-label="Your applications">
          <Applications />
          <OfferOpportunity />
        </aside>
      </div>
    </div>
  );
}
