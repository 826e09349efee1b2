// The public top bar's links and menu and the site footer, as data (SPEC §2 "Shared interface
// elements"). The signed-in variants are in member-navigation.ts, loaded after sign-in
// (decision 0068). Selections are kept in the menu store.
import type { NavMenu, TopBarLink } from '../components/TopBar/TopBar';

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
/** The public top bar's links (menus: EXPLORE_MENU). */
export const PUBLIC_LINKS: TopBarLink[] = [
  { label: 'Startups', to: '/web/startups' },
  { label: 'Events & Programs', to: '/web/events-programs' },
  { label: 'Membership', to: '/membership' },
];

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
