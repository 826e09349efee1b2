// Home page content as data (the public-site issue grows this into the full site).
export const HERO = {
  eyebrow: 'Startup & Innovation Summit Community',
  title: 'Where founders, investors and innovators meet — all year round.',
  lead: 'Find events and competitions, learn in guided programs, follow the hubs that matter to you and meet the people who can move your idea forward.',
  primary: { label: 'Join the community', to: '/auth' },
  secondary: { label: 'Explore events & programs', to: '/web/events-programs' },
};

export const AUDIENCES = [
  { title: 'Startups', text: 'Readiness journey, mentors, funding hubs and pitch competitions.', to: '/web/startups' },
  { title: 'Investors', text: 'Discover vetted startups by sector and stage, and meet them at the summit.', to: '/web/network' },
  { title: 'Institutions', text: 'Bring your students and faculty into programs and challenges.', to: '/for-institution' },
  { title: 'Organisations', text: 'Run open innovation challenges and CSR programs with the community.', to: '/for-organisation' },
];

export const HIGHLIGHTS = [
  { figure: '25+', label: 'topic hubs' },
  { figure: '4', label: 'learning levels: program, course, module, unit' },
  { figure: '6', label: 'communities: startup, investor, business, government, educator, expert' },
];
