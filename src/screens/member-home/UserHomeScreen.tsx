import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { READINESS_PHASES, type HomeSuggestion, type MemberHome } from '../../../contracts';
import { selectHome, selectHomeError, selectHomeLoading } from '../../../machines/member-home';
import { useScreenActor } from '../../app/use-screen-actor';
import { eventStart } from '../../lib/event-time';
import { formatRelativeTime } from '../../lib/relative-time';
import { memberHomeLogic } from './member-home.actors';
import styles from './MemberHome.module.css';

const ROLE_NAMES: Record<string, string> = {
  volunteer: 'Volunteer', expert: 'Expert', institute: 'Institute', organization: 'Organization', admin: 'Admin', learner: 'Learner', temp: 'Member',
};

function Suggestions({ items }: { items: HomeSuggestion[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.list}>
      {items.map((s) => (
        <li key={`${s.kind}-${s.link}`} className={styles.item}>
          <Link to={s.link}>{s.title}</Link>
          {s.summary && <p>{s.summary}</p>}
        </li>
      ))}
    </ul>
  );
}

function Learning({ home }: { home: MemberHome }) {
  const starts = home.starting_points.filter((s) => s.kind === 'program' || s.link === '/lxp');
  return (
    <section className={styles.card} aria-labelledby="home-learning">
      <h2 id="home-learning">Continue learning <Link className={styles.more} to="/lxp">All programs</Link></h2>
      {home.continue_learning.length === 0 ? (
        <>
          <p className={styles.empty}>You are not enrolled in a program yet. Start with one of these:</p>
          <Suggestions items={starts} />
        </>
      ) : (
        <ul className={styles.list}>
          {home.continue_learning.map((p) => (
            <li key={p.program_id} className={styles.item}>
              <Link to={p.link}>{p.program_name}</Link>
              <div className={styles.bar} role="progressbar" aria-label={`${p.program_name} progress`} aria-valuenow={p.percent} aria-valuemin={0} aria-valuemax={100}>
                <span style={{ width: `${p.percent}%` }} />
              </div>
              <p>
                {p.percent}% · {p.completed_units} of {p.total_units} units
                {p.resume_unit_name && <> · next: <Link to={p.link} aria-label={`Resume ${p.program_name}: ${p.resume_unit_name}`}>{p.resume_unit_name}</Link></>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Journey({ home }: { home: MemberHome }) {
  const phase = READINESS_PHASES.find((p) => p.key === home.journey.active_phase) ?? READINESS_PHASES[0];
  return (
    <section className={styles.card} aria-labelledby="home-journey">
      <h2 id="home-journey">Your readiness journey <small>Phase {home.journey.step} of {home.journey.total}</small></h2>
      <p className={styles.phaseTitle}>{phase.title}</p>
      <ol className={styles.phases} aria-label={`${home.journey.completed_phases.length} of ${home.journey.total} phases done`}>
        {READINESS_PHASES.map((p) => (
          <li key={p.key} title={p.title}
            data-state={home.journey.completed_phases.includes(p.key) ? 'done' : p.key === home.journey.active_phase ? 'current' : 'open'} />
        ))}
      </ol>
      <p className={styles.muted}>{phase.summary}</p>
      <Link className={styles.more} to="/readiness-journey">Open your journey</Link>
    </section>
  );
}

const STATUS: Record<string, string> = { registered: 'Registered', waitlisted: 'On the waitlist', 'checked-in': 'Checked in' };

function Events({ home }: { home: MemberHome }) {
  const starts = home.starting_points.filter((s) => s.kind === 'event' || s.link === '/events');
  return (
    <section className={styles.card} aria-labelledby="home-events">
      <h2 id="home-events">Your next events <Link className={styles.more} to="/my-events">My events</Link></h2>
      {home.upcoming_events.length === 0 ? (
        <>
          <p className={styles.empty}>No registrations yet. Coming up soon:</p>
          <Suggestions items={starts} />
        </>
      ) : (
        <ul className={styles.list}>
          {home.upcoming_events.map((e) => (
            <li key={e.event_id} className={styles.item}>
              <Link to={e.link}>{e.title}</Link>
              <p><time dateTime={e.starts_at}>{eventStart(e.starts_at, e.time_zone)}</time> · {e.format === 'online' ? 'Online' : e.venue ?? 'Venue to be announced'}</p>
              <p><span className={styles.badge}>{STATUS[e.status] ?? e.status}</span></p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Notifications({ home }: { home: MemberHome }) {
  const { unread_count, latest } = home.notifications;
  return (
    <section className={styles.card} aria-labelledby="home-notifications">
      <h2 id="home-notifications">Unread notifications <small>{unread_count} unread</small></h2>
      {latest.length === 0 ? (
        <p className={styles.empty}>You are all caught up.</p>
      ) : (
        <ul className={styles.list}>
          {latest.map((n) => (
            <li key={n.notification_id} className={styles.item}>
              {n.notification_link ? <Link to={n.notification_link}>{n.notification_body}</Link> : <span>{n.notification_body}</span>}
              <p><time dateTime={n.cdate_time}>{formatRelativeTime(n.cdate_time)}</time></p>
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.more} to="/notifications">See all notifications</Link>
    </section>
  );
}

function Saved({ home }: { home: MemberHome }) {
  return (
    <section className={styles.card} aria-labelledby="home-saved">
      <h2 id="home-saved">Saved for later <small>{home.saved.total} saved</small></h2>
      {home.saved.latest.length === 0 ? (
        <p className={styles.empty}>Save events, programs and articles with the bookmark button to find them here.</p>
      ) : (
        <ul className={styles.list}>
          {home.saved.latest.map((s) => (
            <li key={s.saved_item_id} className={styles.item}>
              <Link to={s.link}>{s.title}</Link>
              <p>{s.label}</p>
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.more} to="/saved-content">All saved items</Link>
    </section>
  );
}

function Forum({ home }: { home: MemberHome }) {
  if (home.forum_topics.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="home-forum">
      <h2 id="home-forum">Latest in the forum <Link className={styles.more} to="/community/forum">Forum</Link></h2>
      <ul className={styles.list}>
        {home.forum_topics.map((t) => (
          <li key={t.topic_id} className={styles.item}>
            <Link to={t.link}>{t.title}</Link>
            <p>{t.reply_count === 1 ? '1 reply' : `${t.reply_count} replies`} · <time dateTime={t.last_post_at}>{formatRelativeTime(t.last_post_at)}</time></p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Hubs({ home }: { home: MemberHome }) {
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="home-hubs">
      <h2 id="home-hubs">Hubs for you</h2>
      <ul className={styles.hubs}>
        {home.suggested_hubs.map((h) => (
          <li key={h.slug} className={styles.hub}>
            <Link to={h.path}>{h.title}</Link>
            {h.intro && <p>{h.intro}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Offered until setup is finished or skipped (issue 15; docs/decisions/0045-onboarding.md). */
function FinishSetup({ home }: { home: MemberHome }) {
  const o = home.onboarding;
  if (!o || o.status === 'completed' || o.status === 'skipped') return null;
  return (
    <section className={`${styles.card} ${styles.wide} ${styles.setup}`} aria-labelledby="home-setup">
      <h2 id="home-setup">Finish setting up your profile <small>{o.percent}% done</small></h2>
      <div className={styles.bar} role="progressbar" aria-label="Setup progress" aria-valuenow={o.percent} aria-valuemin={0} aria-valuemax={100}>
        <span style={{ width: `${o.percent}%` }} />
      </div>
      <p className={styles.muted}>Tell us the roles and topics you care about, where you are, and which communities to join — it takes two minutes.</p>
      <Link className="button" to="/onboarding">{o.status === 'not_started' ? 'Start setup' : 'Continue setup'}</Link>
    </section>
  );
}

/** /user/home: where every sign-in lands; the whole dashboard comes in one request (issue 12). */
export default function UserHomeScreen() {
  const actor = useScreenActor(memberHomeLogic);
  const home = useSelector(actor, selectHome);
  const loading = useSelector(actor, selectHomeLoading);
  const error = useSelector(actor, selectHomeError);
  const role = home?.active_role ? ROLE_NAMES[home.active_role] ?? home.active_role : null;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{home ? `Welcome back${home.first_name ? `, ${home.first_name}` : ''}` : 'My Home'}</h1>
        <p className={styles.lead}>
          {role ? `Your summit at a glance · viewing as ${role}` : 'Your summit at a glance'}
          {home && <> · <button type="button" className={styles.refresh} disabled={loading} onClick={() => actor.send({ type: 'home.refresh' })}>{loading ? 'Refreshing…' : 'Refresh'}</button></>}
        </p>
      </header>
      <p className="visually-hidden" aria-live="polite">{loading ? 'Loading your home…' : error ? '' : 'Your home is up to date.'}</p>
      {error && (
        <div className={styles.failed} role="alert">
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'home.retry' })}>Try again</button>
        </div>
      )}
      {!home && loading && (
        <div className={styles.grid} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => <div key={i} className={styles.skeleton} />)}
        </div>
      )}
      {home && (
        <div className={styles.grid} aria-busy={loading || undefined}>
          <FinishSetup home={home} />
          <Learning home={home} />
          <Journey home={home} />
          <Events home={home} />
          <Notifications home={home} />
          <Saved home={home} />
          <Forum home={home} />
          <Hubs home={home} />
        </div>
      )}
    </div>
  );
}
