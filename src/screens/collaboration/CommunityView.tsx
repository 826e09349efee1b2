import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { COLLAB_COMMUNITIES, COLLAB_COMMUNITY_LABELS, type CollabCommunity } from '../../../contracts';
import { useScreenActor } from '../../app/use-screen-actor';
import { BoardView } from './BoardView';
import { communitiesLoader } from './collaboration.actors';
import styles from './Collaboration.module.css';

/** /collab-hub/community: one tab per community space with its open calls; ?community= picks the tab. */
export function CommunityView({ community }: { community: CollabCommunity }) {
  const loader = useScreenActor(communitiesLoader);
  const output = useSelector(loader, (s) => s.output);
  const openOf = (c: CollabCommunity) => (output?.ok ? output.value.data.find((r) => r.community_type === c)?.open_count ?? 0 : null);
  return (
    <>
      <nav aria-label="Communities" className={styles.tabs}>
        {COLLAB_COMMUNITIES.map((c) => {
          const open = openOf(c);
          return (
            <Link key={c} to={`/collab-hub/community?community=${c}`} aria-current={c === community ? 'true' : undefined}>
              {COLLAB_COMMUNITY_LABELS[c]}{open !== null && <span className={styles.count}>{open} open</span>}
            </Link>
          );
        })}
      </nav>
      {output && !output.ok && <p className={styles.alert} role="alert">{output.message}</p>}
      <BoardView key={community} community={community} base={`/collab-hub/community?community=${community}`} />
    </>
  );
}
