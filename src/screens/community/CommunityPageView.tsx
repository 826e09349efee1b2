import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router';
import { communityByPage, type Space } from '../../../contracts';
import {
  selectActionError, selectBusySpaceId, selectCommunityLoading, selectCommunityPage, selectForbidden, selectLoadError,
} from '../../../machines/community-space';
import { useScreenActor } from '../../app/use-screen-actor';
import { communityPageLogic } from './community.actors';
import { SpacePanel } from './SpacePanel';
import styles from './Community.module.css';

const LEADS: Record<string, string> = {
  startup: 'Founders at every stage: share what works, find co-founders, ask for intros.',
  investor: 'Angels, funds and family offices: deal flow, diligence and co-investing.',
  business: 'Corporates and SMEs working with startups: pilots, procurement and partnerships.',
  government: 'Public servants and founders shaping policy and public-sector pilots.',
  educator: 'Teachers, lecturers and incubators building the next generation of founders.',
  expert: 'Specialists who answer founders’ hardest questions, from AI to IP.',
};

const eventDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));

/** /community/1, 5, 6, 7, 8, 9 — one community: its spaces (join/leave), members, forum and events. */
export function CommunityPageView({ page }: { page: number }) {
  const info = communityByPage(page)!;
  const logic = useMemo(() => communityPageLogic(page), [page]);
  const actor = useScreenActor(logic);
  const data = useSelector(actor, selectCommunityPage);
  const loading = useSelector(actor, selectCommunityLoading);
  const forbidden = useSelector(actor, selectForbidden);
  const loadError = useSelector(actor, selectLoadError);
  const busyId = useSelector(actor, selectBusySpaceId);
  const actionError = useSelector(actor, selectActionError);
  const [params] = useSearchParams();
  const openId = Number(params.get('space')) || null;
  const open = data?.spaces.find((s) => s.community_common_id === openId) ?? null;

  const spaceActions = (space: Space) => {
    if (space.is_owner) return <span className={`${styles.tag} ${styles.tagOwner}`}>You own this space</span>;
    const busy = busyId === space.community_common_id;
    return space.is_member
      ? <button type="button" className="button button--ghost" disabled={busyId !== null} aria-busy={busy} aria-label={`Leave ${space.community_name}`} onClick={() => actor.send({ type: 'space.leave', spaceId: space.community_common_id })}>{busy ? 'Leaving…' : 'Leave'}</button>
      : <button type="button" className="button" disabled={busyId !== null} aria-busy={busy} aria-label={`Join ${space.community_name}`} onClick={() => actor.send({ type: 'space.join', spaceId: space.community_common_id })}>{busy ? 'Joining…' : 'Join'}</button>;
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={styles.headRow}>
          <h1>{info.label} Community</h1>
          {data?.can_create && <Link className="button" to={`/new-community/${page}`}>New space</Link>}
        </div>
        <p className={styles.lead}>{LEADS[info.type]}</p>
      </header>

      <div aria-live="polite">
        {loading && <p className={styles.muted}>Loading the {info.label.toLowerCase()} community…</p>}
        {actionError && (
          <p className={styles.alert} role="alert">
            {actionError}{' '}
            <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'space.dismissError' })}>Dismiss</button>
          </p>
        )}
      </div>

      {forbidden && (
        <div className={styles.notice} role="alert">
          <p className={styles.alert}>{forbidden}</p>
          <div className={styles.actions}>
            <Link className="button" to="/select-role">Switch view</Link>
            <Link className="button button--ghost" to="/community">Community home</Link>
          </div>
        </div>
      )}
      {loadError && (
        <div className={styles.notice} role="alert">
          <p className={styles.alert}>{loadError}</p>
          <div className={styles.actions}><button type="button" className="button" onClick={() => actor.send({ type: 'community.retry' })}>Try again</button></div>
        </div>
      )}

      {data && (
        <div className={styles.layout}>
          <div className={styles.main}>
            {open && <SpacePanel key={`${open.community_common_id}-${open.member_count}`} space={open} actions={spaceActions(open)} />}
            <section className={styles.section} aria-labelledby="cp-spaces">
              <h2 id="cp-spaces">Spaces</h2>
              {data.spaces.length === 0 ? <p className={styles.empty}>No spaces yet{data.can_create ? ': open the first one.' : '.'}</p> : (
                <ul className={styles.grid}>
                  {data.spaces.map((space) => (
                    <li key={space.community_common_id} className={`${styles.card} ${space.community_common_id === openId ? styles.cardSelected : ''}`}>
                      <h3><Link to={`?space=${space.community_common_id}`}>{space.community_name}</Link></h3>
                      <p>{space.member_count === 1 ? '1 member' : `${space.member_count} members`} · by {space.owner_name}</p>
                      {space.description && <p>{space.description}</p>}
                      <div className={styles.actions}>{spaceActions(space)}</div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <aside className={styles.aside} aria-label={`About the ${info.label} community`}>
            <section className={styles.panel} aria-labelledby="cp-members">
              <h2 id="cp-members">Members ({data.member_count})</h2>
              {data.members.length === 0 ? <p className={styles.muted}>No members yet.</p> : (
                <ul className={styles.list}>
                  {data.members.map((m) => (
                    <li key={m.user_id} className={styles.listItem}>
                      <span>{m.name}</span>
                      {m.is_owner && <span className={`${styles.tag} ${styles.tagOwner}`}>Space owner</span>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.panel} aria-labelledby="cp-events">
              <h2 id="cp-events">Upcoming events</h2>
              {data.events.length === 0 ? <p className={styles.muted}>No upcoming events for this community.</p> : (
                <ul className={styles.list}>
                  {data.events.map((e) => (
                    <li key={e.event_id} className={styles.listItem}>
                      <Link to={`/${e.kind === 'competition' ? 'competitions' : 'events'}/${e.event_id}`}>{e.title}</Link>
                      <time className={styles.muted} dateTime={e.starts_at}>{eventDate(e.starts_at)}</time>
                    </li>
                  ))}
                </ul>
              )}
              <Link to="/events">All events</Link>
            </section>
            <section className={styles.panel} aria-labelledby="cp-more">
              <h2 id="cp-more">Take part</h2>
              <ul className={styles.list}>
                <li><Link to="/community/get-involved">Volunteer and mentoring opportunities</Link></li>
                <li><Link to="/community/forum">Community forum</Link></li>
              </ul>
            </section>
          </aside>
        </div>
      )}
    </div>
  );
}
