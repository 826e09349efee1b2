import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { FORUM_PATHS, FORUM_REPORT_REASON_LABELS, type ForumReportItem } from '../../../contracts';
import { selectError, selectFilters, selectIsLoading, selectRows, selectTotal } from '../../../machines/admin-list';
import { selectBusy, selectError as selectCommandError, selectMessage } from '../../../machines/form-submit';
import { reportCommandLogic, reportQueueLogic } from './reports-tab.actors';
import { useScreenActor } from '../../app/use-screen-actor';
import { formatRelativeTime } from '../../lib/relative-time';
import { ErrorBox } from './admin-ui';
import styles from './ReportsTab.module.css';

const STATUSES = [['open', 'Open'], ['resolved', 'Resolved'], ['dismissed', 'Dismissed'], ['all', 'All']] as const;

/** Reports: the forum's moderation queue — open the post, hide it, resolve or dismiss the report. */
export function ReportsTab() {
  const list = useScreenActor(reportQueueLogic, { input: { idField: 'report_id', pageSizes: [-1], query: { filters: { status: 'open' } } } });
  const rows = useSelector(list, selectRows) as unknown as ForumReportItem[];
  const openCount = useSelector(list, selectTotal);
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const status = (useSelector(list, selectFilters).status as string | undefined) ?? 'open';
  // After each command the command machine itself tells the queue to read again.
  const commandOptions = useMemo(() => ({ input: { onSuccess: { to: list, events: [{ type: 'list.reload' }] } } }), [list]);
  const command = useScreenActor(reportCommandLogic, commandOptions);
  const busy = useSelector(command, selectBusy);
  const commandError = useSelector(command, selectCommandError);
  const done = useSelector(command, selectMessage);

  const run = (report: ForumReportItem, values: { status: 'resolved' | 'dismissed'; hide_post?: boolean }) =>
    command.send({ type: 'form.submit', values: { report_id: report.report_id, ...values } });

  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        <p aria-live="polite">{loading ? 'Loading reports…' : `${openCount} open ${openCount === 1 ? 'report' : 'reports'}`}</p>
        <label>
          Show{' '}
          <select value={status} onChange={(e) => list.send({ type: 'list.filter', filters: { status: e.target.value } })}>
            {STATUSES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
      </div>
      <ErrorBox error={error} onRetry={() => list.send({ type: 'list.retry' })} />
      <ErrorBox error={commandError} />
      {done && <p className={styles.status} role="status">{done}</p>}
      {!loading && rows.length === 0 && !error && <p>No {status === 'all' ? '' : `${status} `}reports.</p>}
      <ul className={styles.list} aria-busy={loading}>
        {rows.map((r) => (
          <li key={r.report_id} className={styles.item}>
            <p>
              <strong>{FORUM_REPORT_REASON_LABELS[r.reason]}</strong> · reported by {r.reporter.display_name}{' '}
              <time dateTime={r.created_at}>{formatRelativeTime(r.created_at)}</time>
              {r.status !== 'open' && <> · {r.status}{r.resolved_by ? ` by ${r.resolved_by.display_name}` : ''}</>}
            </p>
            {r.details && <p className={styles.details}>“{r.details}”</p>}
            <p>
              Post #{r.post.post_number} by @{r.post.author.username} in{' '}
              <a href={FORUM_PATHS.topic(r.topic.topic_id, r.post.post_number)} target="_blank" rel="noreferrer">{r.topic.title}</a>
              {r.post.hidden && ' (hidden)'}
            </p>
            <div className={styles.post} dangerouslySetInnerHTML={{ __html: r.post.body_html }} />
            {r.status === 'open' && (
              <div className={styles.actions}>
                <button type="button" className="button" disabled={busy || r.post.hidden} onClick={() => run(r, { status: 'resolved', hide_post: true })}>Hide post</button>
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => run(r, { status: 'resolved' })}>Resolve</button>
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => run(r, { status: 'dismissed' })}>Dismiss</button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
