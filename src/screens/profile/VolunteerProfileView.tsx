import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router';
import {
  AVAILABILITY_LABELS, STAGE_LABELS, TYPED_PROFILE_INFO, WORK_TYPE_LABELS, type MemberPublicProfile,
} from '../../../contracts';
import { selectViewData, selectViewError, selectViewFailed, selectViewLoading } from '../../../machines/profile-view';
import { Avatar } from '../../components/Avatar/Avatar';
import { useScreenActor } from '../../app/use-screen-actor';
import { memberViewLogic } from './profile.actors';
import styles from './Profile.module.css';

const ROLE_LABELS: Record<string, string> = { volunteer: 'Volunteer', expert: 'Expert', institute: 'Institute', organization: 'Organisation', admin: 'Administrator', learner: 'Learner' };

/** /volunteer-profile/:user_id (opens in a new tab): a member as the viewer may see them. */
export function VolunteerProfileView() {
  const { user_id: raw = '' } = useParams();
  const userId = Number(raw);
  if (!Number.isInteger(userId) || userId <= 0) {
    return <main className={styles.page}><h1>Profile</h1><p className={styles.alert} role="alert">Member not found.</p></main>;
  }
  return <MemberView key={userId} userId={userId} />;
}

function MemberView({ userId }: { userId: number }) {
  const actor = useScreenActor(memberViewLogic, { input: { key: String(userId) } });
  const loading = useSelector(actor, selectViewLoading);
  const failed = useSelector(actor, selectViewFailed);
  const error = useSelector(actor, selectViewError);
  const p = useSelector(actor, selectViewData) as MemberPublicProfile | null;

  if (loading) return <main className={styles.page}><p role="status">Loading the profile…</p></main>;
  if (failed || !p) {
    return (
      <main className={styles.page}>
        <h1>Profile</h1>
        <p className={styles.alert} role="alert">{error}</p>
        <p><button type="button" className="button" onClick={() => actor.send({ type: 'view.retry' })}>Try again</button></p>
      </main>
    );
  }
  const place = [p.city, p.state].filter(Boolean).join(', ');
  const details: [string, string][] = [];
  if (p.phone_number) details.push(['Phone', p.phone_number]);
  if (p.age !== undefined && p.age !== null) details.push(['Age', String(p.age)]);
  if (p.gender) details.push(['Gender', p.gender]);

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <div className={styles.identity}>
          <Avatar name={p.name} src={p.profile_image} size={96} decorative={false} />
          <div>
            <p className={styles.kicker}>Volunteer profile</p>
            <h1>{p.name}</h1>
            {p.headline && <p className={styles.lead}>{p.headline}</p>}
            <p className={styles.muted}>@{p.username}{place ? ` · ${place}` : ''}</p>
          </div>
        </div>
        {p.viewer === 'self' && (
          <div className={styles.panel}>
            <p className={styles.muted}>This is your profile. You see every field; others see only what your visibility settings allow.</p>
            <p><Link className="button" to="/profile">Edit your profile</Link></p>
          </div>
        )}
      </header>

      {p.roles.length > 0 && (
        <ul className={styles.chips} aria-label="Roles">
          {p.roles.map((r) => <li key={r} className={styles.chip}>{ROLE_LABELS[r] ?? r}</li>)}
        </ul>
      )}

      <div className={styles.layout}>
        <div className={styles.form}>
          {p.bio && <section className={styles.panel} aria-labelledby="about"><h2 id="about">About</h2><p style={{ whiteSpace: 'pre-line', margin: 0 }}>{p.bio}</p></section>}

          <section className={styles.panel} aria-labelledby="volunteering">
            <h2 id="volunteering">Volunteering and mentoring</h2>
            {p.volunteering.length === 0
              ? <p className={styles.muted}>No volunteering shown yet. Opportunities are on <Link to="/community/get-involved">Get Involved</Link>.</p>
              : (
                <ul className={styles.list}>
                  {p.volunteering.map((v, i) => (
                    <li key={i} className={styles.item}>
                      <span className={styles.chipPlain}>{v.kind === 'mentoring' ? 'Mentoring' : 'Volunteering'}</span>
                      <p>{v.title}</p>
                      <span className={styles.status} data-status={v.status}>{v.status === 'accepted' ? 'Taking part' : v.status === 'pending' ? 'Applied' : 'Not taken'}</span>
                    </li>
                  ))}
                </ul>
              )}
          </section>

          {p.typed_profiles.length > 0 && (
            <section className={styles.panel} aria-labelledby="ventures">
              <h2 id="ventures">Ventures and ideas</h2>
              <ul className={styles.cards}>
                {p.typed_profiles.map((t) => (
                  <li key={t.profile_id} className={styles.card}>
                    <p className={styles.kicker}>{TYPED_PROFILE_INFO[t.kind].label}</p>
                    <h3><Link to={`/profiles?type=${t.kind}&view=${t.profile_id}`}>{t.name}</Link></h3>
                    {(t.stage || t.sector) && <p className={styles.muted}>{[t.stage ? STAGE_LABELS[t.stage] : '', t.sector].filter(Boolean).join(' · ')}</p>}
                    {t.summary && <p>{t.summary.length > 140 ? `${t.summary.slice(0, 137)}…` : t.summary}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {p.employability && (p.employability.education.length > 0 || p.employability.experience.length > 0) && (
            <section className={styles.panel} aria-labelledby="work">
              <h2 id="work">Experience and education</h2>
              <p className={styles.muted}>{AVAILABILITY_LABELS[p.employability.availability]}{p.employability.work_types.length ? ` · ${p.employability.work_types.map((w) => WORK_TYPE_LABELS[w]).join(', ')}` : ''}</p>
              <ul className={styles.list}>
                {p.employability.experience.map((e, i) => <li key={`x${i}`}><strong>{e.title}</strong>, {e.organisation} ({e.start_year}–{e.end_year ?? 'now'})</li>)}
                {p.employability.education.map((e, i) => <li key={`e${i}`}><strong>{e.qualification}</strong>{e.field ? ` in ${e.field}` : ''}, {e.institution} ({e.start_year}–{e.end_year ?? 'now'})</li>)}
              </ul>
            </section>
          )}
        </div>

        <aside className={styles.panel} aria-labelledby="details">
          <h2 id="details">Details</h2>
          {p.skills && p.skills.length > 0 && (<><h3>Skills</h3><ul className={styles.chips}>{p.skills.map((s) => <li key={s} className={styles.chipPlain}>{s}</li>)}</ul></>)}
          {p.interests && p.interests.length > 0 && (<><h3>Interests</h3><ul className={styles.chips}>{p.interests.map((s) => <li key={s} className={styles.chipPlain}>{s}</li>)}</ul></>)}
          {p.links && p.links.length > 0 && (
            <><h3>Links</h3><ul className={styles.list}>{p.links.map((l) => <li key={l.url}><a href={l.url} target="_blank" rel="noopener noreferrer nofollow">{l.label}</a></li>)}</ul></>
          )}
          {details.length > 0 && <dl className={styles.dl}>{details.map(([k, v]) => <div key={k} style={{ display: 'contents' }}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>}
          {!p.skills?.length && !p.interests?.length && !p.links?.length && details.length === 0 && <p className={styles.muted}>Nothing more is shared with you.</p>}
        </aside>
      </div>
    </main>
  );
}
