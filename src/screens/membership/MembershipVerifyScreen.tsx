import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { MEMBERSHIP_PLAN_INFO, type VerifyStatus } from '../../../contracts';
import { useScreenActor } from '../../app/use-screen-actor';
import { membershipVerifyLogic } from './membership.actors';
import styles from './Membership.module.css';

type VerifySnapshot = SnapshotFrom<typeof membershipVerifyLogic>;
const selectResult = (s: VerifySnapshot) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectFailed = (s: VerifySnapshot) => (s.status === 'done' && !s.output.ok ? s.output.message : null);

const HEADLINE: Record<VerifyStatus, string> = {
  valid: 'Valid membership',
  expired: 'Expired membership',
  unknown: 'Unknown card',
};

function Result({ code }: { code: string }) {
  const check = useScreenActor(membershipVerifyLogic, { input: { code } });
  const result = useSelector(check, selectResult);
  const failed = useSelector(check, selectFailed);
  if (failed) return <p role="alert" className={styles.alert}>{failed}</p>;
  if (!result) return <p role="status">Checking the card…</p>;
  return (
    <section className={styles.panel} aria-live="polite" aria-labelledby="verify-title">
      <h2 id="verify-title"><span className={styles.badge} data-status={result.status}>{HEADLINE[result.status]}</span></h2>
      {result.status === 'unknown' ? (
        <p style={{ margin: 0 }}>This code was not issued by Summit Platform, or the membership does not exist. Do not accept the card.</p>
      ) : (
        <dl className={styles.facts}>
          <dt>Member</dt><dd>{result.name}</dd>
          <dt>Member number</dt><dd className={styles.number}>{result.member_number}</dd>
          <dt>Plan</dt><dd>{result.plan ? MEMBERSHIP_PLAN_INFO[result.plan].name : '—'}</dd>
          <dt>{result.status === 'valid' ? 'Valid until' : 'Expired on'}</dt><dd>{result.expires_at ? new Date(result.expires_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) : '—'}</dd>
        </dl>
      )}
    </section>
  );
}

/** /membership/verify/:code: public check of a membership card's QR code. */
export default function MembershipVerifyScreen() {
  const { code = '' } = useParams();
  return (
    <div className={styles.page}>
      <header style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <h1>Membership check</h1>
        <p className={styles.lead}>The result of scanning a Summit Platform membership card.</p>
      </header>
      <Result key={code} code={code} />
      <p className={styles.muted}><Link to="/membership">About membership</Link></p>
    </div>
  );
}
