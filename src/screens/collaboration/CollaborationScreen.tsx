import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { COLLAB_COMMUNITIES, type CollabCommunity } from '../../../contracts';
import { BoardView } from './BoardView';
import { CallView } from './CallView';
import { CommunityView } from './CommunityView';
import { MineView } from './MineView';
import { NewCallForm } from './NewCallForm';
import styles from './Collaboration.module.css';

type Page = 'board' | 'community' | 'mine';

const PAGES: { page: Page; path: string; label: string; title: string; lead: string }[] = [
  { page: 'board', path: '/collab-hub', label: 'Board', title: 'Collaboration Hub', lead: 'Open calls from the community: co-founders, pilot partners, mentors, researchers. Express interest with a short message; if the poster picks you, a group chat opens for the team.' },
  { page: 'community', path: '/collab-hub/community', label: 'By community', title: 'Collaboration by community', lead: 'Calls posted for each community space — startups, investors, businesses, government, educators and experts.' },
  { page: 'mine', path: '/collaboration', label: 'My collaboration', title: 'My collaboration', lead: 'The calls you posted with the interest waiting for your answer, and the calls you are interested in.' },
];

const pageOf = (pathname: string): Page => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/collab-hub/community' ? 'community' : path === '/collaboration' ? 'mine' : 'board';
};

/**
 * /collab-hub (the board), /collab-hub/community (calls by community) and /collaboration (my
 * calls and interest) — decision 0032. ?call=ID opens one call on any of them; ?new=1 the form.
 */
export default function CollaborationScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageOf(pathname);
  const current = PAGES.find((p) => p.page === page)!;
  const callId = Number(params.get('call'));
  const communityParam = params.get('community');
  const community: CollabCommunity = COLLAB_COMMUNITIES.includes(communityParam as CollabCommunity) ? communityParam as CollabCommunity : 'startup';
  const creating = params.get('new') === '1';
  const back = page === 'community' ? `${current.path}?community=${community}` : current.path;

  return (
    <div className={styles.page}>
      <nav aria-label="Collaboration" className={styles.subnav}>
        {PAGES.map((p) => <Link key={p.page} to={p.path} aria-current={p.page === page ? 'page' : undefined}>{p.label}</Link>)}
      </nav>
      {Number.isInteger(callId) && callId > 0
        ? <CallView key={callId} callId={callId} back={{ to: back, label: `Back to ${current.label.toLowerCase()}` }} />
        : (
          <>
            <header className={styles.head}>
              <div className={styles.headRow}>
                <h1>{current.title}</h1>
                {!creating && <Link className="button" to="/collab-hub?new=1">Post a call</Link>}
              </div>
              <p className={styles.lead}>{current.lead}</p>
            </header>
            {creating && <NewCallForm onCancel={() => navigate(pathname)} />}
            {!creating && page === 'board' && <BoardView base="/collab-hub" />}
            {!creating && page === 'community' && <CommunityView community={community} />}
            {!creating && page === 'mine' && <MineView />}
          </>
        )}
    </div>
  );
}
