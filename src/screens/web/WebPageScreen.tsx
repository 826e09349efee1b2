import { useLocation } from 'react-router';
import { UpcomingEvents } from '../../app/UpcomingEvents';
import { MarketingPage } from '../../components/Marketing/MarketingPage';
import { WEB_PAGES } from './web-pages';

/** The /web/* pages: one screen, content by slug (paths match in any letter case). */
export default function WebPageScreen() {
  const { pathname } = useLocation();
  const slug = pathname.toLowerCase().replace(/^\/web\//, '').replace(/\/$/, '');
  const page = WEB_PAGES[slug] ?? WEB_PAGES.startups!;
  return <MarketingPage page={page} events={<UpcomingEvents />} />;
}
