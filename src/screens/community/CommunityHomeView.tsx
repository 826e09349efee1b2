import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { communityByType, type Space } from '../../../contracts';
import { useScreenActor } from '../../app/use-screen-actor';
import { formatRelativeTime } from '../../lib/relative-time';
import { communityHomeLoader } from './community.actors';
import styles from './Community.module.css';

type Snap = SnapshotFrom<typeof communityHomeLoader>;
const selectHome = (s: Snap) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectError = (s: Snap) => (s.status === 'done' && !s.output.ok ? s.output.message : null);

const spaceLink = (s: Space) => `/community/${communityByType(s.community_type)?.page ?? 1}?space=${s.community_common_id}`;

function SpaceCard({ space }: { space: Space }) {
  return (
    <li className={styles.card}>
      <div className={styles.meta}>
        <span className={styles.tag}>{communityByType(space.community_type)?.label}</span>
        {space.is_owner && <span className={`${styles.tag} ${styles.tagOwner}`}>Owner</span>}
        {!space.is_owner && space.is_member && <span className={styles.tag}>Member</span>}
      </div>
      <h3><Link to={spaceLink(space)}>{space.community_name}</Link></h3>
      <p>{space.member_count === 1 ? '1 member' : `${space.member_count} members`} · by {space.owner_name}</p>
      {space.description && <p>{space.description}</p>}
    </li>
  );
}

/** /community — the home layout: the communities the active role may read, spaces, latest activity. */
export function CommunityHomeView() {
  const actor = useScreenActor(communityHomeLoader);
  const home = useSelector(actor, selectHome);
  const error = useSelector(actor, selectError);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Community</h1>
        <p className={styles.lead}>Startups, investors, businesses, government, educators and experts meet in spaces of their own. Join a space, start a conversation, or lend a hand.</p>
      </header>
      <div aria-live="polite">
        {!home && !error && <p className={styles.muted}>Loading the community…</p>}
        {error && <p className={styles.alert} role="alert">{error}</p>}
      </div>
      {home && (
        <div className={styles.layout}>
          <div className={styles.main}>
            <section className={styles.section} aria-labelledby="cm-communities">
              <h2 id="cm-communities">Your communities</h2>
              {home.communities.length === 0
                ? <p className={styles.empty}>Your current role cannot see any community yet. Switch view, or ask an administrator for access.</p>
                : (
                  <ul className={styles.grid}>
                    {home.communities.map((c) => (
                      <li key={c.page} className={`${styles.card} ${styles.communityCard}`}>
                        <Link to={`/community/${c.page}`}>{c.label} Community</Link>
                        <p>{c.space_count === 1 ? '1 space' : `${c.space_count} spaces`}</p>
                      </li>
                    ))}
                  </ul>
                )}
            </section>
            {home.my_spaces.length > 0 && (
              <section className={styles.section} aria-labelledby="cm-mine">
                <h2 id="cm-mine">Your spaces</h2>
                <ul className={styles.grid}>{home.my_spaces.map((s) => <SpaceCard key={s.community_common_id} space={s} />)}</ul>
              </section>
            )}
            <section className={styles.section} aria-labelledby="cm-new">
              <h2 id="cm-new">Spaces to discover</h2>
              {home.spaces.length === 0
                ? <p className={styles.empty}>You are in every space of your communities.</p>
                : <ul className={styles.grid}>{home.spaces.map((s) => <SpaceCard key={s.community_common_id} space={s} />)}</ul>}
            </section>
          </div>
          <aside className={styles.aside} aria-label="Activity and ways to take part">
            <section className={styles.panel} aria-labelledby="cm-activity">
              <h2 id="cm-activity">Latest activity</h2>
              {home.activity.length === 0 ? <p className={styles.muted}>Nothing new yet.</p> : (
                <ul className={styles.list}>
                  {home.activity.map((a) => (
                    <li key={`${a.kind}-${a.at}-${a.text}`} className={styles.listItem}>
                      <Link to={a.link}>{a.text}</Link>
                      <time className={styles.muted} dateTime={a.at}>{formatRelativeTime(a.at)}</time>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.panel} aria-labelledby="cm-join">
              <h2 id="cm-join">Take part</h2>
              <ul className={styles.list}>
                <li><Link to="/community/get-involved">Get involved: volunteer and mentor</Link></li>
                <li><Link to="/community/forum">Community forum</Link></li>
                <li><Link to="/events">Events and activities</Link></li>
              </ul>
            </section>
          </aside>
        </div>
      )}
    </div>
  );
}
