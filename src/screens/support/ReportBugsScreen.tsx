import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { selectError as selectListError, selectIsLoading, selectRows, selectTotal } from '../../../machines/admin-list';
import { BUG_REPORT_LIMITS, BUG_REPORT_MESSAGES, BUG_SEVERITIES, type BugReport, type BugSeverity } from '../../../contracts';
import { selectRoles } from '../../../machines/auth';
import { selectBusy, selectError, selectMessage } from '../../../machines/form-submit';
import { useAuth } from '../../app/AppActorsContext';
import { Field, FormMessage, formStyles } from '../../components/Form';
import { HelpTooltip } from '../../components/HelpTooltip/HelpTooltip';
import { formatRelativeTime } from '../../lib/relative-time';
import { receivedReportsLogic, reportBugLogic } from './support.actors';
import styles from './ReportBugs.module.css';
import { useScreenActor } from '../../app/use-screen-actor';

const SEVERITY_HELP: Record<BugSeverity, string> = {
  low: 'Low — cosmetic: a typo, a misaligned button.',
  medium: 'Medium — something does not work but there is a way around it.',
  high: 'High — you cannot finish what you came to do.',
  critical: 'Critical — data is wrong or lost, or the site is down for you.',
};

const empty = (pageUrl: string) => ({ title: '', description: '', page_url: pageUrl, severity: 'medium' as BugSeverity });

/** Reports received so far, for administrators (GET /api/support/bug-reports), read by the list machine. */
function ReceivedReports({ list }: { list: ActorRefFrom<typeof receivedReportsLogic> }) {
  const rows = useSelector(list, selectRows) as unknown as BugReport[];
  const total = useSelector(list, selectTotal);
  const loading = useSelector(list, selectIsLoading);
  const failed = useSelector(list, selectListError) !== null;
  const loaded = !loading || rows.length > 0;
  return (
    <section className={styles.received} aria-labelledby="received-title">
      <h2 id="received-title">Reports received {loaded && !failed ? <span className={styles.count}>({total})</span> : null}</h2>
      {!loaded && !failed && <p aria-busy="true">Loading reports…</p>}
      {failed && <p role="alert">The reports could not be loaded. Try again later.</p>}
      {loaded && !failed && rows.length === 0 && <p>No reports yet.</p>}
      {!failed && rows.length > 0 && (
        <ul className={styles.reports}>
          {rows.map((r) => (
            <li key={r.bug_report_id}>
              <p className={styles.reportHead}>
                <span className={`${styles.severity} ${styles[r.severity]}`}>{r.severity}</span>
                <strong>{r.title}</strong>
              </p>
              <p className={styles.reportText}>{r.description}</p>
              <p className={styles.reportMeta}>
                {r.reporter_name ?? `member ${r.created_by}`} · <time dateTime={r.created_at}>{formatRelativeTime(r.created_at)}</time>
                {r.page_url && <> · <span className={styles.url}>{r.page_url}</span></>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Administrators: the form and the reports received; a sent report makes the list read again. */
function FormWithReceived({ pageUrl }: { pageUrl: string }) {
  const list = useScreenActor(receivedReportsLogic, { input: { idField: 'bug_report_id', pageSizes: [20] } });
  return (
    <>
      <BugForm pageUrl={pageUrl} list={list} />
      <ReceivedReports list={list} />
    </>
  );
}

/** /report-bugs: a bug report stored by the API host; administrators also see what came in. */
export default function ReportBugsScreen() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const pageUrl = from ? `${window.location.origin}${from}` : '';
  const roles = useAuth(selectRoles);
  const isAdmin = roles?.some((r) => r.role_name.toLowerCase() === 'admin') ?? false;
  return <div className={styles.page}>{isAdmin ? <FormWithReceived pageUrl={pageUrl} /> : <BugForm pageUrl={pageUrl} list={null} />}</div>;
}

/** The report form; after a success its machine tells the received list (administrators) to read again. */
function BugForm({ pageUrl, list }: { pageUrl: string; list: AnyActorRef | null }) {
  const options = useMemo(() => ({ input: list ? { onSuccess: { to: list, events: [{ type: 'list.reload' }] } } : {} }), [list]);
  const form = useScreenActor(reportBugLogic, options);
  const busy = useSelector(form, selectBusy);
  const serverError = useSelector(form, selectError);
  const message = useSelector(form, selectMessage);
  const [values, setValues] = useState(() => empty(pageUrl));
  const [problem, setProblem] = useState<string | null>(null);
  const [seenMessage, setSeenMessage] = useState<string | null>(null);

  // A new success clears the form (view state, adjusted while rendering).
  if (message !== seenMessage) {
    setSeenMessage(message);
    if (message) {
      setValues(empty(''));
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = !values.title.trim() ? BUG_REPORT_MESSAGES.titleRequired : !values.description.trim() ? BUG_REPORT_MESSAGES.descriptionRequired : null;
    setProblem(missing);
    if (missing) return;
    form.send({ type: 'form.submit', values: { ...values, page_url: values.page_url.trim() } });
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <section className={styles.card} aria-labelledby="report-title">
        <h1 id="report-title">Report a bug</h1>
        <p className={styles.lead}>This is a limited release: thank you for telling us what went wrong. The team reads every report.</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label="Title" name="title" required maxLength={BUG_REPORT_LIMITS.title} hint="One line, e.g. “Calendar export does nothing”." value={values.title} onChange={set('title')} />
          <div className={formStyles.field}>
            <label htmlFor="bug-description">What happened?</label>
            <textarea id="bug-description" name="description" required rows={6} maxLength={BUG_REPORT_LIMITS.description} aria-describedby="bug-description-hint" value={values.description} onChange={set('description')} />
            <span id="bug-description-hint" className={formStyles.hint}>What you did, what you expected, and what happened instead.</span>
          </div>
          <div className={styles.row}>
            <Field label="Page address" name="page_url" type="url" inputMode="url" maxLength={BUG_REPORT_LIMITS.pageUrl} placeholder="https://…" value={values.page_url} onChange={set('page_url')} />
            <div className={formStyles.field}>
              <span className={styles.labelRow}>
                <label htmlFor="bug-severity">Severity</label>
                <HelpTooltip label="What the severities mean">
                  {BUG_SEVERITIES.map((s) => <span key={s} className={styles.tipLine}>{SEVERITY_HELP[s]}</span>)}
                </HelpTooltip>
              </span>
              <select id="bug-severity" name="severity" value={values.severity} onChange={set('severity')}>
                {BUG_SEVERITIES.map((s) => <option key={s} value={s}>{s[0]!.toUpperCase() + s.slice(1)}</option>)}
              </select>
            </div>
          </div>
          <FormMessage error={problem ?? serverError} success={message} />
          <button type="submit" className="button" disabled={busy}>{busy ? 'Sending…' : 'Send report'}</button>
        </form>
    </section>
  );
}
