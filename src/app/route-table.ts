// The route table of SPEC §2 as data. Paths match case-insensitively (react-router's
// default), so `/Home` is served by `/home`. Each `screen` names a module in screens.ts,
// loaded on demand as its own chunk.
import { matchPath } from 'react-router';
/**
 * The name of a screen module in screens.ts. Kept a plain string here so nothing a screen imports
 * (route table, route handle, area plans) depends on screens.ts, which imports every screen:
 * route-table.test.ts checks that each route names a module that exists.
 */
export type ScreenKey = string;

export type Access = 'public' | 'private';
export type TopBarVariant = 'default' | 'in-app' | 'inner-nav' | 'community';

export interface RouteEntry {
  path: string;
  title: string;
  access: Access;
  screen: ScreenKey;
  topBar: TopBarVariant;
  /** Where a signed-out visitor is sent instead of /auth. */
  redirectTo?: string;
}

const pub = (path: string, title: string, screen: ScreenKey): RouteEntry =>
  ({ path, title, access: 'public', screen, topBar: 'default' });
const priv = (path: string, title: string, screen: ScreenKey, topBar: TopBarVariant = 'in-app', redirectTo?: string): RouteEntry =>
  ({ path, title, access: 'private', screen, topBar, ...(redirectTo ? { redirectTo } : {}) });

const WEB_PAGES: [string, string][] = [
  ['startups', 'Startups'], ['community', 'Community'], ['network', 'Network'], ['enablers', 'Enablers'],
  ['toolkits', 'Toolkits'], ['marketplace', 'Marketplace'], ['knowledge-hub', 'Knowledge Hub'],
  ['events-programs', 'Events & Programs'], ['success-stories', 'Success Stories'], ['ai-insights', 'AI Insights'],
];

const HUBS: [string, string][] = [
  ['funding-hub', 'Funding Hub'], ['policy-mission-hub', 'Policy & Mission Hub'], ['ip-compliance-hub', 'IP & Compliance Hub'],
  ['projects-cohort-hub', 'Projects & Cohort Hub'], ['csr-hub', 'CSR Hub'], ['commercialization-hub', 'Commercialization Hub'],
  ['job-internship-hub', 'Jobs & Internships Hub'], ['networking-hub', 'Networking Hub'], ['connect-hub', 'Connect Hub'],
  ['wellbeing-hub', 'Wellbeing Hub'], ['competition-hub', 'Competition Hub'], ['knowledge-hub', 'Knowledge Hub'],
  ['collaboration-hub', 'Collaboration Hub'], ['event-hub', 'Event Hub'], ['customer-discovery-hub', 'Customer Discovery Hub'],
  ['startup-success-hub', 'Startup Success Hub'], ['market-builder-hub', 'Market Builder Hub'], ['idea-hub', 'Idea Hub'],
  ['technology-hub', 'Technology Hub'], ['public-sector-hub', 'Public Sector Hub'], ['product-development-hub', 'Product Development Hub'],
  ['investor-hub', 'Investor Hub'], ['innovation-ecosystem-hub', 'Innovation Ecosystem Hub'],
  ['community-hub', 'Community Hub'], ['aspiring-entrepreneur-hub', 'Aspiring Entrepreneur Hub'],
];

/** Pages that list events (value false) or competitions (true): served by the events screen. The event and
 * competition hubs (/event-hub, /competition-hub, /home/events, /home/challenges) are hubs with an events
 * section (docs/decisions/0033-hub-engine.md). */
export const EVENT_PAGES = new Map<string, boolean>([['/events', false], ['/competitions', true]]);

/** Hubs a signed-out visitor may open (SPEC §2: the investor-hub entry shows no private flag). */
const PUBLIC_HUBS = new Set(['investor-hub']);

const HOME_SECTIONS: [string, string][] = [
  ['innovation-journey', 'Innovation Journey'], ['dare-and-dream', 'Dare & Dream'], ['spark-and-shape', 'Spark & Shape'],
  ['design-and-develop', 'Design & Develop'], ['build-and-launch', 'Build & Launch'], ['learn-and-upskill', 'Learn & Upskill'],
  ['read-and-grow', 'Read & Grow'], ['wellbeing', 'Wellbeing'], ['policy-and-programs', 'Policy & Programs'],
  ['engage-and-cocreate', 'Engage & Co-create'], ['challenges', 'Challenges'], ['funding', 'Funding'], ['events', 'Events'],
  ['insights', 'Insights'], ['serve-and-uplift', 'Serve & Uplift'],
];

const COMMUNITIES: [string, string][] = [
  ['1', 'Startup Community'], ['5', 'Investor Community'], ['6', 'Business Community'],
  ['7', 'Government Community'], ['8', 'Educator Community'], ['9', 'Expert Community'],
];

export const ROUTES: RouteEntry[] = [
  // Public site
  pub('/', 'Home', 'home'),
  pub('/website/home', 'Home', 'home'),
  pub('/home', 'Home', 'home'),
  pub('/contents', 'Explore Content', 'contentExplore'),
  pub('/content-hub', 'Content Hub', 'hub'),
  pub('/contents/:slug', 'Content', 'contentItem'),
  pub('/auth', 'Sign In', 'signIn'),
  ...WEB_PAGES.map(([slug, title]) => pub(`/web/${slug}`, title, 'webPage')),
  pub('/membership', 'Membership', 'membership'),
  pub('/membership/verify/:code', 'Membership Check', 'membershipVerify'),
  pub('/individual', 'For Individuals', 'audience'),
  pub('/sme', 'For SMEs', 'audience'),
  pub('/for-organisation', 'For Organisations', 'audience'),
  pub('/for-institution', 'For Institutions', 'audience'),
  pub('/certifications', 'Certifications', 'certifications'),

  // Signed-in areas
  priv('/select-role', 'Select Role', 'selectRole'),
  priv('/admin-center', 'Admin Center', 'adminCenter'),
  priv('/manage-event/new', 'New Event', 'newEvent'),
  priv('/manage-event/:event_id', 'Manage Event', 'manageEvent'),
  priv('/india-map', 'India Map', 'ecosystemMap'),
  priv('/ecosystem-hub', 'Ecosystem Hub', 'ecosystemMap'),
  priv('/ecosystem-map', 'Ecosystem Map', 'ecosystemMap'),
  priv('/account', 'Account Settings', 'accountSettings'),
  priv('/settings', 'Account Settings', 'accountSettings'),
  priv('/change-password', 'Change Password', 'changePassword'),
  priv('/my-tickets', 'My Tickets', 'myTickets'),
  priv('/publications', 'Publication Application', 'publications'),
  priv('/onboarding', 'Onboarding', 'onboarding'),
  priv('/profile', 'Individual Profile', 'individualProfile'),
  priv('/organization', 'Organization Profile', 'organizationProfile'),
  priv('/profiles', 'Profiles', 'profiles'),
  priv('/volunteer-profile/:user_id', 'Volunteer Profile', 'profiles'),
  priv('/employability-profile', 'Employability Profile', 'profiles'),
  priv('/expert-dashboard', 'Expert Dashboard', 'profiles'),
  priv('/my-events', 'My Events', 'myEvents'),
  priv('/saved-content', 'Saved Content', 'savedContent'),
  priv('/my-library', 'My Library', 'library'),
  priv('/events', 'Events', 'events'),
  priv('/competitions', 'Competitions', 'events'),
  priv('/events/:event_id', 'Event', 'eventPage'),
  priv('/competitions/:event_id', 'Competition', 'eventPage'),
  priv('/announcements', 'Announcements', 'communication'),
  priv('/messages', 'Messages', 'communication'),
  priv('/calendar', 'Calendar', 'communication'),
  priv('/notifications', 'Notifications', 'communication'),
  priv('/registration/member', 'Member Registration', 'memberRegistration', 'in-app', '/membership'),
  priv('/membership/card', 'Membership Card', 'membershipCard'),
  priv('/gemini-test', 'Gemini Test', 'labs'),
  priv('/sso-initiate-test', 'Single Sign-On Initiation Test', 'labs'),
  priv('/innovation-workspace', 'Innovation Workspace', 'innovationWorkspace'),
  priv('/readiness-journey', 'Readiness Journey', 'readinessJourney'),
  priv('/community', 'Community', 'community', 'community'),
  priv('/community/network', 'Community Network', 'network', 'community'),
  priv('/community/get-involved', 'Get Involved', 'community', 'community'),
  priv('/community/organization/:organization_category', 'Community Organizations', 'organizations', 'community'),
  priv('/community/forum', 'Community Forum', 'forum', 'community'),
  priv('/community/forum/c/:slug', 'Community Forum', 'forum', 'community'),
  priv('/community/forum/search', 'Search the Forum', 'forum', 'community'),
  priv('/community/forum/new', 'New Topic', 'forumNewTopic', 'community'),
  priv('/community/forum/topic/:topic_id', 'Forum Topic', 'forumTopic', 'community'),
  priv('/community/forum/reports', 'Forum Reports', 'forumReports', 'community'),
  priv('/community/following', 'Following', 'following', 'community'),
  ...COMMUNITIES.map(([id, title]) => priv(`/community/${id}`, title, 'community', 'community')),
  priv('/new-community/:id', 'Community', 'community', 'community'),
  priv('/collab-hub', 'Collaboration Hub', 'collaboration', 'inner-nav'),
  priv('/collab-hub/community', 'Collaboration Community', 'collaboration', 'inner-nav'),
  priv('/collaboration', 'Collaboration', 'collaboration', 'inner-nav'),
  // Every hub, /home section and home-layout page is the one hub screen (issue 12, decision 0033).
  ...HUBS.map(([slug, title]) => (PUBLIC_HUBS.has(slug) ? pub(`/${slug}`, title, 'hub') : priv(`/${slug}`, title, 'hub', 'inner-nav'))),
  priv('/user/home', 'My Home', 'userHome'),
  priv('/connect', 'Connect', 'hub'),
  priv('/innovation-ecosystem', 'Innovation Ecosystem', 'hub'),
  priv('/networking', 'Networking', 'hub'),
  priv('/innovation-lab', 'Innovation Lab', 'hub'),
  priv('/content', 'Content', 'hub'),
  ...HOME_SECTIONS.map(([slug, title]) => priv(`/home/${slug}`, title, 'hub')),
  priv('/upmymind/overview', 'UpMyMind Overview', 'upMyMind'),
  priv('/lxp', 'Learning Programs', 'learning'),
  priv('/lxp/program/:program_id', 'Program', 'learningProgram'),
  priv('/lxp/program/:program_id/unit/:unit_id', 'Unit', 'learningProgram'),
  priv('/7p', '7P Framework', 'learning'),
  priv('/report-bugs', 'Report a Bug', 'reportBugs'),
];

/** Screens whose public pages are prerendered at build (decision 0065): they render from content data
 * and the signed-out session alone. /auth and the membership check are left to the browser. */
const PRERENDERED_SCREENS = new Set<ScreenKey>(['home', 'contentExplore', 'hub', 'webPage', 'membership', 'audience', 'certifications']);

/** Whether the build writes this route's page as HTML (public, no parameters, a prerendered screen). */
export const isPrerendered = (entry: RouteEntry): boolean =>
  entry.access === 'public' && !entry.path.includes(':') && PRERENDERED_SCREENS.has(entry.screen);

/** Every path the build prerenders, as written in SPEC §2. */
export const PRERENDERED_PATHS: string[] = ROUTES.filter(isPrerendered).map((r) => r.path);

/** The table entry serving a path (case-insensitive), or undefined for an unknown path. */
export function findRoute(pathname: string, table: RouteEntry[] = ROUTES): RouteEntry | undefined {
  return table.find((r) => matchPath({ path: r.path, caseSensitive: false, end: true }, pathname));
}
