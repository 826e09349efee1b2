import { UpcomingEvents } from '../../app/UpcomingEvents';
import { MarketingPage } from '../../components/Marketing/MarketingPage';
import { HOME_PAGE } from './home-content';

/** The public home page (/, /website/home, /home): what the community is, for whom, and how to join. */
export default function HomeScreen() {
  return <MarketingPage page={HOME_PAGE} events={<UpcomingEvents />} />;
}
