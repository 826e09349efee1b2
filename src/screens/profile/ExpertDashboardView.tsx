import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { formatRupees, STAGE_LABELS, TYPED_PROFILE_INFO, type ExpertDashboard } from '../../../contracts';
import { selectViewData, selectViewError, selectViewFailed, selectViewLoading } from '../../../machines/profile-view';
import { Avatar } from '../../components/Avatar/Avatar';
import { useScreenActor } from '../../app/use-screen-actor';
import { expertDashboardLogic } from './profile.actors';
import styles from './Profile.module.css';

const STATUS_TEXT = { pending: 'Waiting for you', accepted: 'Accepted', declined: 'Declined' } as const;
const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** /expert-dashboard (the expert's Profile menu): mentoring requests, judging assignments, startups to meet. */
export function ExpertDashboardView() {
  const actor = useScreenActor(expertDashboardLogic, { input: { key: 'expert-dashboard' } });
  const loading = useSelector(actor, selectViewLoading);
  const failed = useSelector(actor, selectViewFailed);
  const error = useSelector(actor, selectViewError);
  const d = useSelector(actor, selectViewData) as ExpertDashboard | null;

  const head = (
    <header className={styles.head}>
      <div>
        <p className={styles.kicker}>Expert dashboard</p>
        <h1>Mentoring and judging</h1>
        <p className={styles.lead}>Requests for your mentoring, the competitions you judge, and startups looking for support.</p>
      </div>
      {!loading && !failed && <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'view.refresh' })}>Refresh</button>}
    </header>
  );
  if (loading) return <main className={styles.page}>{head}<p role="status">Loading your dashboard…</p></main>;
  if (failed || !d) {
    return (
      <main className={styles.page}>
        {head}
        <p className={styles.alert} role="alert">{error}</p>
        <p className={styles.actions}>
          <button type="button" className="button" onClick={() => actor.send({ type: 'view.retry' })}>Try again</button>
          <Link className="button button--ghost" to="/select-role">Switch View</Link>
        </p>
      </main>
    );
  }
  const pending = d.requests.filter((r) => r.status === 'pending').length;

  return (
    <main className={styles.page}>
      {head}
      <div className={styles.layout}>
        <div className={styles.form}>
          <section className={styles.panel} aria-labelledby="requests">
            <div className={styles.legendRow}>
              <h2 id="requests">Mentoring requests {pending > 0 && <span className={styles.status} data-status="pending">{pending} waiting</span>}</h2>
              <Link to="/community/get-involved">Answer on Get Involved</Link>
            </div>
            {d.requests.length === 0
              ? <p className={styles.muted}>No requests yet. Offer mentoring on <Link to="/community/get-involved">Get Involved</Link> and members can ask you.</p>
              : (
                <ul className={styles.list}>
                  {d.requests.map((r) => (
                    <li key={r.application_id} className={styles.item}>
                      <Avatar name={r.applicant_name} src={r.applicant_image} size={40} />
                      <div>
                        <p><a href={`/volunteer-profile/${r.applicant_user_id}`} target="_blank" rel="noopener"><strong>{r.applicant_name}</strong></a> · {r.opportunity_title}</p>
                        <p className={styles.muted}>“{r.message}” · {dateText(r.created_at)}</p>
                      </div>
                      <span className={styles.status} data-status={r.status}>{STATUS_TEXT[r.status]}</span>
                    </li>
                  ))}
                </ul>
              )}
          </section>

          <section className={styles.panel} aria-labelledby="judging">
            <h2 id="judging">Judging assignments</h2>
            {d.judging.length === 0
              ? <p className={styles.muted}>You are not judging a competition right now. Organisers add judges on the competition’s page.</p>
              : (
                <ul className={styles.list}>
                  {d.judging.map((j) => (
                    <li key={j.event_id} className={styles.item}>
                      <span className={styles.chipPlain}>Judge</span>
                      <div>
                        <p><Link to={j.link}><strong>{j.title}</strong></Link></p>
                        <p className={styles.muted}>{j.starts_at ? dateText(j.starts_at) : ''} · scored {j.scored} of {j.entries} entries</p>
                      </div>
                      <span className={styles.status} data-status={j.scored >= j.entries ? 'accepted' : 'pending'}>{j.scored >= j.entries ? 'All scored' : `${j.entries - j.scored} to score`}</span>
                    </li>
                  ))}
                </ul>
              )}
          </section>

          <section className={styles.panel} aria-labelledby="startups">
            <h2 id="startups">Startups looking for support</h2>
            {d.startups.length === 0
              ? <p className={styles.muted}>No startup profiles to show yet.</p>
              : (
                <ul className={styles.cards}>
                  {d.startups.map((s) => (
                    <li key={s.profile_id} className={styles.card}>
                      <p className={styles.kicker}>{TYPED_PROFILE_INFO[s.kind].label}</p>
                      <h3><Link to={`/profiles?type=${s.kind}&view=${s.profile_id}`}>{s.name}</Link></h3>
                      <p className={styles.muted}>{[s.stage ? STAGE_LABELS[s.stage] : '', s.sector].filter(Boolean).join(' · ')}</p>
                      {s.funding_sought !== null && <p className={styles.muted}>Seeking {formatRupees(s.funding_sought)}</p>}
                      <div className={styles.owner}><Avatar name={s.owner_name} src={s.owner_image} size={24} /><span>{s.owner_name}</span></div>
                    </li>
                  ))}
                </ul>
              )}
          </section>
        </div>

        <aside className={styles.panel} aria-labelledby="offers">
          <h2 id="offers">Your mentoring offers</h2>
          {d.opportunities.length === 0
            ? <p className={styles.muted}>None yet.</p>
            : (
              <ul className={styles.list}>
                {d.opportunities.map((o) => (
                  <li key={o.opportunity_id}>
                    <strong>{o.title}</strong>{o.is_open ? '' : ' (closed)'}
                    <p className={styles.muted}>{o.pending} waiting · {o.accepted} accepted</p>
                  </li>
                ))}
              </ul>
            )}
          <p><Link className="button button--ghost" to="/community/get-involved">Offer mentoring</Link></p>
          <p><Link to="/profile">Your profile</Link></p>
        </aside>
      </div>
    </main>
  );
}
