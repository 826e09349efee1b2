import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import type { Space } from '../../../contracts';
import { useScreenActor } from '../../app/use-screen-actor';
import { spacePanelLoader } from './community.actors';
import styles from './Community.module.css';

type Snap = SnapshotFrom<typeof spacePanelLoader>;
const selectData = (s: Snap) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectError = (s: Snap) => (s.status === 'done' && !s.output.ok ? s.output.message : null);

/** One space opened on its community's page (?space=id): members, forum category, the owner's school of study. */
export function SpacePanel({ space, actions }: { space: Space; actions: ReactNode }) {
  const actor = useScreenActor(spacePanelLoader, { input: { spaceId: space.community_common_id } });
  const data = useSelector(actor, selectData);
  const error = useSelector(actor, selectError);
  const school = data?.school;
  return (
    <section className={styles.panel} aria-labelledby="sp-title">
      <div className={styles.headRow}>
        <h2 id="sp-title">{space.community_name}</h2>
        <div className={styles.actions}>{actions}</div>
      </div>
      {space.description && <p>{space.description}</p>}
      <p className={styles.muted}>Owner: {space.owner_name}{school?.ok && school.value.items.length > 0 ? ` · School of study: ${school.value.items.map((i) => i.repoitem_name).join(', ')}` : ''}</p>
      {school && !school.ok && <p className={styles.muted}>{school.message}</p>}
      <div className={styles.actions}>
        <Link className="button button--ghost" to={`/community/forum/c/${encodeURIComponent(space.forum_category)}`}>Discussions in the forum</Link>
        <Link className="button button--ghost" to="/community/get-involved">Get involved</Link>
      </div>
      <div aria-live="polite">
        {!data && !error && <p className={styles.muted}>Loading members…</p>}
        {error && <p className={styles.alert} role="alert">{error}</p>}
      </div>
      {data && (
        <>
          <h3>Members ({data.detail.members.length})</h3>
          <ul className={styles.list} aria-label={`Members of ${space.community_name}`}>
            {data.detail.members.map((m) => (
              <li key={m.user_id} className={styles.listItem}>
                <span>{m.name}</span>
                {m.is_owner ? <span className={`${styles.tag} ${styles.tagOwner}`}>Owner</span> : <span className={styles.muted}>joined {new Date(m.joined_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
