// Top-bar links and menus per variant, and the site footer, as data (SPEC §2 "Shared
// interface elements"): the community mega-menu (Social, Networks, Inventor's Networks), the
// Profile menu and the services menu (11 items). Selections are kept in the menu store.
import type { NavMenu, TopBarLink, TopBarVariant } from '../components/TopBar/TopBar';

/** Public site: the big sections of the marketing site in one mega-menu. */
export const EXPLORE_MENU: NavMenu = {
  id: 'explore',
  label: 'Explore',
  sections: [
    {
      title: 'Ecosystem',
      items: [
        { label: 'Startups', to: '/web/startups', description: 'Programs, mentors and funding routes' },
        { label: 'Community', to: '/web/community', description: 'Six communities, one summit' },
        { label: 'Network', to: '/web/network', description: 'Investors, partners and peers' },
        { label: 'Enablers', to: '/web/enablers', description: 'Incubators, accelerators, labs' },
        { label: 'Marketplace', to: '/web/marketplace', description: 'Services and pilots from members' },
      ],
    },
    {
      title: 'Learn',
      items: [
        { label: 'Toolkits', to: '/web/toolkits', description: 'Templates for every stage' },
        { label: 'Knowledge Hub', to: '/web/knowledge-hub', description: 'Guides, research and talks' },
        { label: 'AI Insights', to: '/web/ai-insights', description: 'Trends from the ecosystem' },
        { label: 'Content Hub', to: '/content-hub', description: 'Curated collections' },
        { label: 'Certifications', to: '/certifications', description: 'Prove what you learned' },
      ],
    },
    {
      title: 'For you',
      items: [
        { label: 'Individuals', to: '/individual', description: 'Students, founders, professionals' },
        { label: 'SMEs', to: '/sme', description: 'Grow with startups and buyers' },
        { label: 'Organisations', to: '/for-organisation', description: 'Open innovation and CSR' },
        { label: 'Institutions', to: '/for-institution', description: 'Universities and research' },
        { label: 'Success Stories', to: '/web/success-stories', description: 'Members who made it' },
      ],
    },
  ],
};

/** SPEC §2 community mega-menu: Social, Networks and Inventor's Networks. */
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

const PUBLIC_LINKS: TopBarLink[] = [
  { label: 'Startups', to: '/web/startups' },
  { label: 'Events & Programs', to: '/web/events-programs' },
  { label: 'Membership', to: '/membership' },
];

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

export interface FooterColumn { title: string; links: TopBarLink[] }

/** The site footer: every public page is one click away. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  { title: 'Ecosystem', links: EXPLORE_MENU.sections[0]!.items.map(({ label, to }) => ({ label, to })) },
  { title: 'Learn', links: [...EXPLORE_MENU.sections[1]!.items.map(({ label, to }) => ({ label, to })), { label: 'Explore content', to: '/contents' }] },
  {
    title: 'Take part',
    links: [
      { label: 'Events & Programs', to: '/web/events-programs' },
      { label: 'Membership', to: '/membership' },
      { label: 'For individuals', to: '/individual' },
      { label: 'For SMEs', to: '/sme' },
      { label: 'For organisations', to: '/for-organisation' },
      { label: 'For institutions', to: '/for-institution' },
    ],
  },
];
