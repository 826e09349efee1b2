import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { memberLink, ORGANIZATION_CATEGORY_LABELS, organizationLink, type ConnectionItem, type FollowActivity } from '../../../contracts';
import { selectError, selectIsLoading, selectRows } from '../../../machines/admin-list';
import { selectBusy as selectAnswering, selectError as selectAnswerError, selectMessage } from '../../../machines/form-submit';
import { useScreenActor } from '../../app/use-screen-actor';
import { formatDateTime } from './format';
import { FollowButton } from '../../app/FollowButton';
import { MemberCardView } from './MemberCardView';
import { answerConnectionLogic, connectionsLogic, followingLogic, type FollowingRow } from './network.actors';
import { Avatar } from '../../components/Avatar/Avatar';
import { fullName } from './MemberCardView';
import { NetworkNav } from './NetworkNav';
import { OrganizationLogo } from './OrganizationCardView';
import styles from './Network.module.css';

function ActivityList({ items, label }: { items: FollowActivity[]; label: string }) {
  if (items.length === 0) return <p className={styles.muted}>No forum posts yet.</p>;
  return (
    <ul className={styles.activity} aria-label={label}>
      {items.map((a) => (
        <li key={`${a.topic_id}:${a.link}`}>
          <span className={styles.muted}>{a.kind === 'topic' ? 'Started a topic' : 'Replied'} · <time dateTime={a.at}>{formatDateTime(a.at)}</time></span>
          <Link to={a.link}>{a.title}</Link>
          {a.excerpt && <span className={styles.sub}>{a.excerpt}</span>}
        </li>
      ))}
    </ul>
  );
}

function RequestRow({ item }: { item: ConnectionItem }) {
  const actor = useScreenActor(answerConnectionLogic);
  const busy = useSelector(actor, selectAnswering);
  const done = useSelector(actor, selectMessage);
  const error = useSelector(actor, selectAnswerError);
  const name = fullName(item.member);
  const answer = (value: 'accept' | 'decline') => actor.send({ type: 'form.submit', values: { request_id: item.request_id, answer: value } });
  return (
    <li className={styles.card} aria-label={`Request from ${name}`}>
      <div className={styles.cardHead}>
        <Avatar name={name} src={item.member.profile_image} size={48} />
        <div>
          <h3><Link to={memberLink(item.member.username)}>{name}</Link></h3>
          <p className={styles.sub}>{item.member.headline}</p>
        </div>
      </div>
      {item.message && <p className={styles.text}>“{item.message}”</p>}
      <div className={styles.cardFoot} aria-live="polite">
        {done
          ? <p className={styles.text}><strong>{done}</strong></p>
          : (
            <>
              <button type="button" className="button" disabled={busy} onClick={() => answer('accept')}>Accept</button>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => answer('decline')}>Decline</button>
            </>
          )}
        {error && <p className={styles.followError} role="alert">{error}</p>}
      </div>
    </li>
  );
}

/** Requests to answer (Accept / Decline), requests sent and connections. */
function Connections() {
  const loader = useScreenActor(connectionsLogic);
  const data = useSelector(loader, (s) => s.output);
  const failed = useSelector(loader, (s) => (s.status === 'error' ? String((s.error as Error)?.message ?? s.error) : null));
  if (failed) return <p className={styles.alert} role="alert">{failed}</p>;
  if (!data) return <p className={styles.muted}>Loading connection requests…</p>;
  return (
    <>
      <section className={styles.section} aria-labelledby="connection-requests-heading" id="connection-requests">
        <h2 id="connection-requests-heading">Connection requests</h2>
        {data.incoming.length === 0
          ? <p className={styles.muted}>No one is waiting for your answer.</p>
          : <ul className={styles.grid} aria-label="Connection requests">{data.incoming.map((i) => <RequestRow key={i.request_id} item={i} />)}</ul>}
        {data.outgoing.length > 0 && (
          <p className={styles.muted}>Waiting for an answer from: {data.outgoing.map((i) => fullName(i.member)).join(', ')}.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="connections-heading">
        <h2 id="connections-heading">Connections</h2>
        {data.connections.length === 0
          ? <p className={styles.muted}>No connections yet: press Connect on a member’s card in the directory.</p>
          : (
            <ul className={styles.chips} aria-label="Your connections">
              {data.connections.map((i) => <li key={i.request_id} className={styles.chipPlain}><Link to={memberLink(i.member.username)}>{fullName(i.member)}</Link></li>)}
            </ul>
          )}
      </section>
    </>
  );
}

type Of<K extends FollowingRow['kind']> = Extract<FollowingRow, { kind: K }>;

/** /community/following: people, topics and organisations I follow, with their latest activity (one request). */
export default function FollowingScreen() {
  const list = useScreenActor(followingLogic, { input: { idField: 'row_id', pageSizes: [1000] } });
  const rows = useSelector(list, selectRows) as FollowingRow[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const people = rows.filter((r): r is Of<'member'> => r.kind === 'member');
  const topics = rows.filter((r): r is Of<'topic'> => r.kind === 'topic');
  const organizations = rows.filter((r): r is Of<'organization'> => r.kind === 'organization');

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Following</h1>
        <p className={styles.lead}>The people, forum topics and organisations you follow, with what they did last. You are told when a topic you follow gets a reply.</p>
        <NetworkNav />
      </header>
      <p className={styles.muted} aria-live="polite">{loading ? 'Loading what you follow…' : `${people.length} ${people.length === 1 ? 'person' : 'people'} · ${topics.length} ${topics.length === 1 ? 'topic' : 'topics'} · ${organizations.length} ${organizations.length === 1 ? 'organisation' : 'organisations'}`}</p>
      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}

      <Connections />
      {!loading && !error && (
        <>
          <section className={styles.section} aria-labelledby="following-people">
            <h2 id="following-people">People</h2>
            {people.length === 0
              ? <div className={styles.empty}><p>You follow no one yet.</p><Link className="button" to="/community/network">Find members</Link></div>
              : (
                <ul className={styles.grid} aria-label="People you follow">
                  {people.map((p) => (
                    <MemberCardView key={p.row_id} member={p} headingLevel={3}>
                      <ActivityList items={p.latest} label={`Latest from ${p.first_name} ${p.last_name}`} />
                    </MemberCardView>
                  ))}
                </ul>
              )}
          </section>

          <section className={styles.section} aria-labelledby="following-topics">
            <h2 id="following-topics">Topics</h2>
            {topics.length === 0
              ? <div className={styles.empty}><p>You follow no forum topics yet. Follow one from its page to hear about new replies.</p><Link className="button button--ghost" to="/community/forum">Open the forum</Link></div>
              : (
                <ul className={styles.grid} aria-label="Topics you follow">
                  {topics.map((t) => (
                    <li key={t.row_id} className={styles.card} aria-label={t.title}>
                      <div>
                        <h3 className={styles.text} style={{ fontSize: 'var(--font-size-md)' }}><Link to={t.link}>{t.title}</Link></h3>
                        <p className={styles.sub}>{t.reply_count} {t.reply_count === 1 ? 'reply' : 'replies'}</p>
                      </div>
                      {t.latest
                        ? <p className={styles.text}>Latest: <Link to={t.latest.link}>{t.latest.author}</Link> · <time dateTime={t.latest.at}>{formatDateTime(t.latest.at)}</time><br /><span className={styles.sub}>{t.latest.excerpt}</span></p>
                        : <p className={styles.muted}>No posts yet.</p>}
                      <div className={styles.cardFoot}>
                        <FollowButton type="topic" id={t.topic_id} label={t.title} following followers={null} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
          </section>

          <section className={styles.section} aria-labelledby="following-organizations">
            <h2 id="following-organizations">Organisations</h2>
            {organizations.length === 0
              ? <div className={styles.empty}><p>You follow no organisations yet.</p><Link className="button button--ghost" to="/community/organization/startups">Browse organisations</Link></div>
              : (
                <ul className={styles.grid} aria-label="Organisations you follow">
                  {organizations.map((o) => (
                    <li key={o.row_id} className={styles.card} aria-label={o.name}>
                      <div className={styles.cardHead}>
                        <OrganizationLogo name={o.name} src={o.logo_url} />
                        <div>
                          <h3><Link to={organizationLink(o.organization_id)}>{o.name}</Link></h3>
                          <p className={styles.sub}>{ORGANIZATION_CATEGORY_LABELS[o.category]}{o.city ? ` · ${o.city}` : ''}</p>
                        </div>
                      </div>
                      <div className={styles.cardFoot}>
                        <FollowButton type="organization" id={o.organization_id} label={o.name} following followers={o.followers} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
          </section>
        </>
      )}
    </div>
  );
}
