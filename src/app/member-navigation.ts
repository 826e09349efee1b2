// Top-bar links and menus per variant for a signed-in member (SPEC §2 "Shared interface
// elements"): the community mega-menu (Social, Networks, Inventor's Networks), the Profile menu
// and the services menu (11 items). Loaded with the member's top bar after sign-in (decision 0068).
import type { NavMenu, TopBarLink, TopBarVariant } from '../components/TopBar/TopBar';
import { EXPLORE_MENU, PUBLIC_LINKS } from './navigation';

export const COMMUNITY_MENU: NavMenu = {
  id: 'community',
  label: 'Community',
  sections: [
    {
      title: 'Social',
      items: [
        { label: 'Community Home', to: '/community', description: 'What members share today' },
        { label: 'Forum', to: '/community/forum', description: 'Ask, answer, discuss' },
        { label: 'Following', to: '/community/following', description: 'People and topics you follow' },
        { label: 'Get Involved', to: '/community/get-involved', description: 'Volunteer, mentor, host' },
      ],
    },
    {
      title: 'Networks',
      items: [
        { label: 'Community Network', to: '/community/network', description: 'Find members by role and sector' },
        { label: 'Organisations', to: '/community/organization/startups', description: 'Startups, investors, businesses, government, educators, experts' },
        { label: 'Startup Network', to: '/community/1' },
        { label: 'Investor Network', to: '/community/5' },
        { label: 'Expert Network', to: '/community/9' },
      ],
    },
    {
      title: "Inventor's Networks",
      items: [
        { label: 'Idea Hub', to: '/idea-hub', description: 'Share and shape ideas' },
        { label: 'Innovation Lab', to: '/innovation-lab', description: 'Experiments and prototypes' },
        { label: 'Technology Hub', to: '/technology-hub', description: 'Deep tech and research' },
        { label: 'IP & Compliance', to: '/ip-compliance-hub', description: 'Protect what you invent' },
      ],
    },
  ],
};

/** SPEC §2 Profile menu: the member's startup-journey profiles. */
export const PROFILE_MENU: NavMenu = {
  id: 'profile',
  label: 'Profile',
  sections: [{
    title: 'Profiles',
    items: [
      { label: 'My Entrepreneur Profile', to: '/profiles?type=entrepreneur' },
      { label: 'Idea Profile', to: '/profiles?type=idea' },
      { label: 'Incubation Profile', to: '/profiles?type=incubation' },
      { label: 'Venture Profile', to: '/profiles?type=venture' },
      { label: 'Startup Profile', to: '/profiles?type=startup' },
    ],
  }],
};

/** SPEC §2 services menu: 11 items. */
export const SERVICES_MENU: NavMenu = {
  id: 'services',
  label: 'Services',
  sections: [{
    title: 'Services',
    items: [
      { label: 'Events and Activities', to: '/events' },
      { label: 'Get Involved', to: '/community/get-involved' },
      { label: 'Startup Success Toolkit', to: '/startup-success-hub' },
      { label: 'Investment Ecosystem', to: '/investor-hub' },
      { label: 'Funding Opportunities', to: '/funding-hub' },
      { label: 'Learning Programs', to: '/lxp' },
      { label: 'Competitions and Challenges', to: '/competitions' },
      { label: 'Jobs and Internships', to: '/job-internship-hub' },
      { label: 'Policy and Missions', to: '/policy-mission-hub' },
      { label: 'Market Builder', to: '/market-builder-hub' },
      { label: 'Wellbeing', to: '/wellbeing-hub' },
    ],
  }],
};

const APP_LINKS: TopBarLink[] = [
  { label: 'Home', to: '/user/home' },
  { label: 'Events', to: '/events' },
  { label: 'Learning', to: '/lxp' },
  { label: 'Messages', to: '/messages' },
];

const INNER_LINKS: TopBarLink[] = [
  { label: 'Home', to: '/user/home' },
  { label: 'Hubs', to: '/innovation-ecosystem-hub' },
];

const COMMUNITY_LINKS: TopBarLink[] = [
  { label: 'Community', to: '/community' },
  { label: 'Network', to: '/community/network' },
  { label: 'Forum', to: '/community/forum' },
  { label: 'Following', to: '/community/following' },
];

export const TOP_BAR_LINKS: Record<TopBarVariant, TopBarLink[]> = {
  default: PUBLIC_LINKS,
  'in-app': APP_LINKS,
  'inner-nav': INNER_LINKS,
  community: COMMUNITY_LINKS,
};

export const TOP_BAR_MENUS: Record<TopBarVariant, NavMenu[]> = {
  default: [EXPLORE_MENU],
  'in-app': [COMMUNITY_MENU, PROFILE_MENU, SERVICES_MENU],
  'inner-nav': [SERVICES_MENU, COMMUNITY_MENU],
  community: [COMMUNITY_MENU, SERVICES_MENU],
};
