// Top-bar links per variant, as data. Issue 5 grows these into the full menus of SPEC §2.
import type { TopBarLink, TopBarVariant } from '../components/TopBar/TopBar';

const PUBLIC_LINKS: TopBarLink[] = [
  { label: 'Startups', to: '/web/startups' },
  { label: 'Community', to: '/web/community' },
  { label: 'Events & Programs', to: '/web/events-programs' },
  { label: 'Membership', to: '/membership' },
];

const APP_LINKS: TopBarLink[] = [
  { label: 'Home', to: '/user/home' },
  { label: 'Events', to: '/events' },
  { label: 'Community', to: '/community' },
  { label: 'Learning', to: '/lxp' },
  { label: 'Messages', to: '/messages' },
];

const COMMUNITY_LINKS: TopBarLink[] = [
  { label: 'Community', to: '/community' },
  { label: 'Network', to: '/community/network' },
  { label: 'Forum', to: '/community/forum' },
  { label: 'Following', to: '/community/following' },
  { label: 'Get Involved', to: '/community/get-involved' },
];

export const TOP_BAR_LINKS: Record<TopBarVariant, TopBarLink[]> = {
  default: PUBLIC_LINKS,
  'in-app': APP_LINKS,
  'inner-nav': APP_LINKS,
  community: COMMUNITY_LINKS,
};
