import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { MEMBERSHIP_LINKS, MEMBERSHIP_PLAN_INFO } from '../../../contracts';
import { useScreenActor } from '../../app/use-screen-actor';
import { membershipCardLogic } from './membership.actors';
import styles from './Membership.module.css';

type CardSnapshot = SnapshotFrom<typeof membershipCardLogic>;
const selectCard = (s: CardSnapshot) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectFailed = (s: CardSnapshot) => (s.status === 'done' && !s.output.ok ? s.output.message : null);
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** /membership/card: the member's card with number, plan, expiry and a QR code anyone can check. */
export default function MembershipCardScreen() {
  const loader = useScreenActor(membershipCardLogic);
  const data = useSelector(loader, selectCard);
  const failed = useSelector(loader, selectFailed);
  return (
    <div className={styles.page}>
      <header style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <h1>My membership card</h1>
        <p className={styles.lead}>Show the QR code at summit venues and partner offices: scanning it checks the card with us.</p>
      </header>
      {!data && !failed && <p role="status">Loading your card…</p>}
      {failed && (
        <section className={styles.panel}>
          <p style={{ margin: 0 }}>{failed}</p>
          <p style={{ margin: 0 }}><Link className="button" to={MEMBERSHIP_LINKS.register}>Apply for membership</Link></p>
        </section>
      )}
      {data && (
        <>
          <article className={styles.card} aria-labelledby="card-name">
            <div style={{ display: 'grid', gap: 'var(--space-3)', minWidth: 0 }}>
              <p className={styles.cardBrand}>Summit Platform · {MEMBERSHIP_PLAN_INFO[data.card.plan].name} member</p>
              <h2 id="card-name">{data.card.name}</h2>
              {data.card.holder && <p style={{ margin: 0 }}>{data.card.holder}</p>}
              <dl className={styles.facts}>
                <dt>Member number</dt><dd className={styles.number}>{data.card.member_number}</dd>
                <dt>Valid until</dt><dd>{day(data.card.expires_at)}{data.card.expired ? ' (expired)' : ''}</dd>
                <dt>Member since</dt><dd>{day(data.card.approved_at)}</dd>
              </dl>
            </div>
            <img className={styles.qr} src={data.qr} width={160} height={160} alt={`QR code to verify membership ${data.card.member_number}`} />
          </article>
          {data.card.expired && <p role="status" className={styles.alert}>This membership has expired. <Link to={MEMBERSHIP_LINKS.register}>Renew it</Link>.</p>}
          <section className={`${styles.panel} ${styles.noPrint}`} aria-labelledby="card-more">
            <h2 id="card-more">About this card</h2>
            <dl className={styles.facts}>
              <dt>Payment</dt><dd>{data.card.invoice_status === 'to-be-invoiced' ? `To be invoiced (${MEMBERSHIP_PLAN_INFO[data.card.plan].fee})` : data.card.invoice_status ?? '—'}</dd>
              <dt>Check it</dt><dd><a href={data.verifyUrl}>{data.verifyUrl}</a></dd>
            </dl>
            <p className={styles.actions} style={{ margin: 0 }}>
              <button type="button" className="button button--ghost" onClick={() => window.print()}>Print the card</button>
              <Link to={MEMBERSHIP_LINKS.register}>Membership details</Link>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
