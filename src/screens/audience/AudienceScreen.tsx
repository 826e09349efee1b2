import { useLocation } from 'react-router';
import { UpcomingEvents } from '../../app/UpcomingEvents';
import { MarketingPage } from '../../components/Marketing/MarketingPage';
import { AUDIENCE_PAGES } from './audiences';

/** Pages for individuals, SMEs, organisations and institutions: one screen, content by path. */
export default function AudienceScreen() {
  const { pathname } = useLocation();
  const page = AUDIENCE_PAGES[pathname.toLowerCase().replace(/\/$/, '')] ?? AUDIENCE_PAGES['/individual']!;
  return <MarketingPage page={page} events={<UpcomingEvents />} />;
}
