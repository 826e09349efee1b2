import { MarketingPage } from '../../components/Marketing/MarketingPage';
import { MEMBERSHIP_PAGE } from './membership-content';

/** Membership plans, with a help tooltip on each plan. */
export default function MembershipScreen() {
  return <MarketingPage page={MEMBERSHIP_PAGE} />;
}
