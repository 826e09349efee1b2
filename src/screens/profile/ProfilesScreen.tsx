import { useLocation } from 'react-router';
import { EmployabilityView } from './EmployabilityView';
import { ExpertDashboardView } from './ExpertDashboardView';
import { TypedProfilesView } from './TypedProfilesView';
import { VolunteerProfileView } from './VolunteerProfileView';

/**
 * The profile pages that share one route entry (titled by path): /profiles (typed profiles),
 * /volunteer-profile/:user_id (a member's public view), /employability-profile and
 * /expert-dashboard. Paths match case-insensitively (SPEC §2).
 */
export default function ProfilesScreen() {
  const path = useLocation().pathname.toLowerCase();
  if (path.startsWith('/volunteer-profile/')) return <VolunteerProfileView />;
  if (path.startsWith('/employability-profile')) return <EmployabilityView />;
  if (path.startsWith('/expert-dashboard')) return <ExpertDashboardView />;
  return <TypedProfilesView />;
}
