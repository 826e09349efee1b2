import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './router';
import type { RouteHandle } from './route-handle';
import { ROUTES } from './route-table';
import { SCREENS } from './screens';

// Every path SPEC §2 lists, as written there (parameters filled in).
const SPEC_PUBLIC = [
  '/', '/website/home', '/contents', '/content-hub', '/home', '/Home', '/auth',
  '/web/startups', '/web/community', '/web/network', '/web/enablers', '/web/toolkits', '/web/marketplace',
  '/web/knowledge-hub', '/web/events-programs', '/web/success-stories', '/web/ai-insights',
  '/membership', '/individual', '/sme', '/for-organisation', '/for-institution', '/certifications',
  '/investor-hub', // SPEC §2: the investor-hub entry shows no private flag
];
const SPEC_PRIVATE = [
  '/select-role', '/admin-center', '/manage-event/42', '/india-map', '/ecosystem-hub', '/ecosystem-map',
  '/account', '/settings', '/my-tickets', '/publications', '/onboarding', '/profile', '/organization', '/my-events',
  '/saved-content', '/my-library', '/events', '/competitions', '/announcements', '/messages', '/calendar', '/notifications',
  '/registration/member', '/gemini-test', '/innovation-workspace', '/community-hub', '/aspiring-entrepreneur-hub',
  '/sso-initiate-test', '/readiness-journey',
  '/community/network', '/community/get-involved', '/community/organization/startups', '/community/forum', '/community/following', '/community',
  '/collab-hub', '/collab-hub/community', '/collaboration',
  '/funding-hub', '/policy-mission-hub', '/ip-compliance-hub', '/projects-cohort-hub', '/csr-hub', '/commercialization-hub',
  '/job-internship-hub', '/networking-hub', '/connect-hub', '/wellbeing-hub', '/competition-hub', '/knowledge-hub',
  '/collaboration-hub', '/event-hub', '/customer-discovery-hub', '/startup-success-hub', '/market-builder-hub', '/idea-hub',
  '/technology-hub', '/public-sector-hub', '/product-development-hub', '/innovation-ecosystem-hub',
  '/connect', '/innovation-ecosystem', '/networking', '/innovation-lab', '/content',
  ...['innovation-journey', 'dare-and-dream', 'spark-and-shape', 'design-and-develop', 'build-and-launch', 'learn-and-upskill',
    'read-and-grow', 'wellbeing', 'policy-and-programs', 'engage-and-cocreate', 'challenges', 'funding', 'events', 'insights',
    'serve-and-uplift'].map((s) => `/home/${s}`),
  '/user/home', '/change-password', '/upmymind/overview', '/volunteer-profile/12', '/employability-profile', '/profiles',
  '/lxp', '/7p', '/community/1', '/community/5', '/community/6', '/community/7', '/community/8', '/community/9',
  '/new-community/3', '/report-bugs',
];

const routes = buildRoutes();
const handleFor = (path: string): RouteHandle | undefined =>
  matchRoutes(routes, path)?.at(-1)?.route.handle as RouteHandle | undefined;

describe('route table', () => {
  it.each(SPEC_PUBLIC)('serves public %s', (path) => {
    expect(handleFor(path)).toMatchObject({ access: 'public' });
    expect(handleFor(path)?.screen).not.toBe('notFound');
  });

  it.each(SPEC_PRIVATE)('serves private %s', (path) => {
    expect(handleFor(path)).toMatchObject({ access: 'private' });
  });

  it('matches paths case-insensitively', () => {
    expect(handleFor('/ADMIN-CENTER')).toMatchObject({ title: 'Admin Center', access: 'private' });
    expect(handleFor('/Web/Startups')).toMatchObject({ title: 'Startups' });
  });

  it('sends unknown paths to the 404 screen', () => {
    expect(handleFor('/definitely/not/here')?.screen).toBe('notFound');
  });

  it('lists each path once and gives every route a title and a screen module', () => {
    const paths = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) {
      expect(r.title.length).toBeGreaterThan(0);
      expect((SCREENS as Record<string, unknown>)[r.screen]).toBeTypeOf('function');
    }
  });

  it('gives /events and /competitions one screen with their own labels', () => {
    expect(handleFor('/events')).toMatchObject({ screen: 'events', title: 'Events' });
    expect(handleFor('/competitions')).toMatchObject({ screen: 'events', title: 'Competitions' });
    const comms = ['/announcements', '/messages', '/calendar', '/notifications'].map((p) => handleFor(p)?.screen);
    expect(new Set(comms)).toEqual(new Set(['communication']));
  });
});
