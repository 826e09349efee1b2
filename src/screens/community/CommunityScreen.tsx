import { useLocation } from 'react-router';
import { NotFoundPage } from '../../components/StatusPage/NotFoundPage';
import { communityByPage } from '../../../contracts';
import { CommunityHomeView } from './CommunityHomeView';
import { CommunityPageView } from './CommunityPageView';
import { GetInvolvedView } from './GetInvolvedView';
import { NewSpaceView } from './NewSpaceView';

/**
 * The community area's routes served by this screen: /community (home layout), /community/1, 5,
 * 6, 7, 8, 9 (one community each), /community/get-involved and /new-community/:id. Any other
 * number (/community/2) is not a community: the SPEC 404 page.
 */
export default function CommunityScreen() {
  const { pathname } = useLocation();
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/community') return <CommunityHomeView />;
  if (path === '/community/get-involved') return <GetInvolvedView />;
  const page = /^\/community\/(\d+)$/.exec(path);
  if (page && communityByPage(Number(page[1]))) return <CommunityPageView key={page[1]} page={Number(page[1])} />;
  const create = /^\/new-community\/([^/]+)$/.exec(path);
  if (create) return <NewSpaceView key={create[1]} id={create[1]!} />;
  return <NotFoundPage signedIn />;
}
