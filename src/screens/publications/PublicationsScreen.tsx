import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ApplicationView } from './ApplicationView';
import { MyPublications } from './MyPublications';

/**
 * /publications (Publication Application): the member's applications, or one of them with
 * ?id=<id> (?id=new starts a draft). The application view is keyed by the location, so opening
 * a notification about it (same URL) loads it afresh.
 */
export default function PublicationsScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id');
  if (id === null) return <MyPublications />;
  if (id === 'new') return <ApplicationView key={location.key} publicationId={null} />;
  const numeric = Number(id);
  if (!Number.isInteger(numeric) || numeric <= 0) return <Navigate to="/publications" replace />;
  return <ApplicationView key={location.key} publicationId={numeric} />;
}
