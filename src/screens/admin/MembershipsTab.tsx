import { useId } from 'react';
import { useSelector } from '@xstate/react';
import {
  INSTITUTION_TYPE_LABELS, MEMBERSHIP_PLAN_INFO, MEMBERSHIP_STATUS_LABELS, MEMBERSHIP_STATUSES,
  type MembershipApplication, type MembershipStatus,
} from '../../../contracts';
import { selectError, selectFilters, selectIsLoading, selectRows } from '../../../machines/admin-list';
import { selectReviewApplication, selectReviewDecided, selectReviewDeciding, selectReviewProblem, selectReviewReason } from '../../../machines/membership-review';
import { useScreenActor } from '../../app/use-screen-actor';
import styles from './AdminCenter.module.css';
import { membershipQueueLogic, membershipReviewLogic } from './memberships-tab.actors';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—');
const LABELS: Record<string, string> = {
  occupation: 'Occupation', company_name: 'Company', registration_number: 'Udyam number', employees: 'Employees', sector: 'Sector',
  organization_name: 'Organisation', contact_role: 'Role', institution_name: 'Institution', institution_type: 'Type', learners: 'Students and staff',
  phone: 'Mobile', city: 'City', state: 'State', motivation: 'Motivation',
};
const shown = (key: string, value: string | number) => (key === 'institution_type' ? INSTITUTION_TYPE_LABELS[value as keyof typeof INSTITUTION_TYPE_LABELS] ?? value : String(value));

/** One application: its form, and Approve / Reject with a reason while it waits. */
function Application({ initial }: { initial: MembershipApplication }) {
  const review = useScreenActor(membershipReviewLogic, { input: { application: initial } });
  const a = useSelector(review, selectReviewApplication);
  const reason = useSelector(review, selectReviewReason);
  const deciding = useSelector(review, selectReviewDeciding);
  const decided = useSelector(review, selectReviewDecided);
  const problem = useSelector(review, selectReviewProblem);
  const id = useId();
  const plan = MEMBERSHIP_PLAN_INFO[a.plan];
  return (
    <li style={{ listStyle: 'none', border: '1px solid var(--color-border)', borderRadius: 'var(--radius-md)', padding: 'var(--space-4)', display: 'grid', gap: 'var(--space-3)', minWidth: 0 }}
      aria-labelledby={`${id}-title`}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h3 id={`${id}-title`} style={{ margin: 0, overflowWrap: 'anywhere' }}>{a.applicant_name} · {plan.name}</h3>
        <span className={styles.muted}>{a.applicant_email} · applied {day(a.submitted_at)}</span>
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 'var(--space-2) var(--space-4)', margin: 0 }}>
        {Object.keys(LABELS).filter((k) => a.details[k] !== undefined && a.details[k] !== '').map((k) => [k, a.details[k]!] as const).map(([k, v]) => (
          <div key={k} style={{ minWidth: 0 }}><dt className={styles.muted}>{LABELS[k]}</dt><dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{shown(k, v)}</dd></div>
        ))}
      </dl>
      <div aria-live="polite">
        {decided && a.status === 'approved' && <p style={{ margin: 0, fontWeight: 600, color: 'var(--color-success)' }}>Approved{a.decided_by_name ? ` by ${a.decided_by_name}` : ''} on {day(a.decided_at)} — member number {a.member_number}, valid until {day(a.expires_at)}, to be invoiced ({plan.fee}).</p>}
        {decided && a.status === 'rejected' && <p style={{ margin: 0, fontWeight: 600 }}>Not approved on {day(a.decided_at)}. Reason: {a.rejection_reason}</p>}
      </div>
      {!decided && (
        <>
          <label className={styles.control} style={{ display: 'grid', gap: 'var(--space-1)' }}>
            Reason <span className={styles.muted} style={{ fontWeight: 400 }}>(required to reject; the applicant reads it)</span>
            <textarea rows={2} value={reason} maxLength={1000} disabled={deciding !== null} className={styles.input}
              style={{ width: '100%', boxSizing: 'border-box', font: 'inherit', padding: 'var(--space-2)' }}
              onChange={(e) => review.send({ type: 'review.reason', reason: e.target.value })} />
          </label>
          <div className={styles.rowActions} style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
            <button type="button" className="button" disabled={deciding !== null} onClick={() => review.send({ type: 'review.approve' })}>{deciding === 'approve' ? 'Saving…' : 'Approve'}</button>
            <button type="button" className={`button ${styles.danger}`} disabled={deciding !== null} onClick={() => review.send({ type: 'review.reject' })}>{deciding === 'reject' ? 'Saving…' : 'Reject'}</button>
          </div>
          {problem && <p role="alert" style={{ color: 'var(--color-danger)', margin: 0, fontWeight: 600 }}>{problem}</p>}
        </>
      )}
    </li>
  );
}

/** Admin Center › Memberships: the approval queue (waiting first), or decided applications. */
export function MembershipsTab() {
  const list = useScreenActor(membershipQueueLogic, { input: { idField: 'membership_id', pageSizes: [-1] } });
  const rows = useSelector(list, selectRows) as MembershipApplication[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const status = ((useSelector(list, selectFilters) as { status?: MembershipStatus }).status) ?? 'submitted';
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <label className={styles.control}>
          Show
          <select value={status} onChange={(e) => list.send({ type: 'list.filter', filters: { status: e.target.value } })}>
            {MEMBERSHIP_STATUSES.map((s) => <option key={s} value={s}>{MEMBERSHIP_STATUS_LABELS[s]}</option>)}
          </select>
        </label>
        <button type="button" className="button button--ghost" onClick={() => list.send({ type: 'list.reload' })}>Refresh</button>
        <span className={styles.muted} role="status">{loading ? 'Loading…' : `${rows.length} application${rows.length === 1 ? '' : 's'}`}</span>
      </div>
      {error && <p role="alert" style={{ color: 'var(--color-danger)', margin: 0 }}>{error} <button type="button" className="button button--ghost" onClick={() => list.send({ type: 'list.retry' })}>Try again</button></p>}
      <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 'var(--space-3)' }} aria-label="Membership applications">
        {rows.map((a) => <Application key={`${a.membership_id}-${a.status}`} initial={a} />)}
      </ul>
      {!loading && rows.length === 0 && !error && <p className={styles.muted}>{status === 'submitted' ? 'No application is waiting.' : `No ${MEMBERSHIP_STATUS_LABELS[status].toLowerCase()} applications.`}</p>}
    </div>
  );
}
