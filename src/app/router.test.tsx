import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_TEXT, STORAGE_KEYS } from '../../contracts';
import { server } from '../../tests/msw/server';
import { demoProfile, signedIn } from '../../tests/msw/handlers';
import { renderApp } from '../../tests/helpers/render-app';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { branchFirst, buildRoutes, loadMatchedScreens } from './router';
import { SCREENS } from './screens';

describe('routing rules (SPEC §2)', () => {
  it('shows the logo loading screen until the session is known', async () => {
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Summit Platform…');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['/ADMIN-CENTER?tab=users', '/admin-center', '/Admin-Center'])('sends a signed-out visitor from a private route (%s) to /auth, keeping the address', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(path)}`);
    expect(await screen.findByRole('heading', { name: 'Sign in to Summit Platform' })).toBeInTheDocument();
  });

  it("sends a signed-out visitor to the route's own redirect target when it has one", async () => {
    const { router } = renderApp('/registration/member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership'));
    expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
  });

  it('opens a private route, in any letter case, for a signed-in member and keeps the token', async () => {
    server.use(...signedIn);
    renderApp('/Admin-Center');
    expect(await screen.findByRole('heading', { name: 'Admin Center' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('test-token');
    // The account menu loads after sign-in (decision 0068).
    expect(await screen.findByRole('button', { name: /Ada Admin/ })).toHaveTextContent('Admin');
  });

  it('gives a signed-in admin the organization menu and the community tabs their privileges allow', async () => {
    server.use(...signedIn);
    renderApp('/community');
    const account = await screen.findByRole('button', { name: /Ada Admin/ });
    await userEvent.click(account);
    const menu = screen.getByRole('list', { name: 'Account' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Admin Center', 'Community', 'Switch View', 'Account']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'Communities' });
    expect(within(tabs).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Startup', '/community/1'], ['Investor', '/community/5']]);
  });

  it('says "Failed to fetch system role privileges." in a toast and keeps the member signed in', async () => {
    server.use(
      mswHttp.get('*/api/user/privileges/getAll', () => HttpResponse.json({ message: 'boom', statusCode: 500 }, { status: 500 })),
      ...signedIn,
    );
    renderApp('/community');
    expect(await screen.findByText('Failed to fetch system role privileges.')).toBeInTheDocument();
    // The toast may come before the lazily loaded screen: wait for the frame.
    expect(await screen.findByRole('button', { name: /Ada Admin/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Communities' })).not.toBeInTheDocument();
  });

  it('signs out with "Resource not found." when the member record has no usable id', async () => {
    // Earlier handlers win: the overrides come first.
    server.use(
      mswHttp.get('*/auth/profile', () => HttpResponse.json({ ...demoProfile, user_id: undefined })),
      mswHttp.get('*/api/global-user/profile/getUser', () => HttpResponse.json({ message: 'User not found', statusCode: 404 }, { status: 404 })),
      ...signedIn,
    );
    const { actors } = renderApp('/home');
    await waitFor(() => expect(actors.auth.getSnapshot().context.error).toBe('Resource not found.'));
    expect(await screen.findByRole('link', { name: 'Log In / Register' })).toBeInTheDocument();
  });

  it('shows the exact 404 text with a link home for a visitor', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  });

  it('links the 404 to /user/home for a signed-in member', async () => {
    server.use(...signedIn);
    renderApp('/no/such/page');
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute('href', '/user/home');
  });

  it.each([
    ['/events', 'Events'],
    ['/competitions', 'Competitions'],
    ['/notifications', 'Notifications'],
    ['/calendar', 'Calendar'],
  ])('labels the shared screen by its path: %s', async (path, title) => {
    server.use(...signedIn);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · Summit Platform`));
  });

  it('shows the top bar with the release banner and the bug link', async () => {
    renderApp('/web/startups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Startups' })).toBeInTheDocument();
    expect(screen.getByText('Limited Release Edition')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report Bugs Here' })).toHaveAttribute('href', '/report-bugs');
    expect(screen.getByRole('link', { name: 'Log In / Register' })).toHaveAttribute('href', '/auth');
  });

  it('shows the error page with the message when a screen throws while rendering', async () => {
    const Exploding = () => {
      throw new Error('Widget exploded');
    };
    renderApp('/certifications', { screens: { ...SCREENS, certifications: async () => ({ default: Exploding }) } });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Widget exploded')).toBeInTheDocument();
  });
});

describe('loadMatchedScreens (prerendered pages, decision 0068)', () => {
  const screenOf = (routes: ReturnType<typeof buildRoutes>, path: string) => {
    const walk = (list: RouteObject[]): RouteObject | undefined =>
      list.map((r) => (r.path === path ? r : walk(r.children ?? []))).find(Boolean);
    return walk(routes);
  };

  it('loads the screen of a plain path, in any letter case and with a trailing slash, and nothing else', async () => {
    const loaded: string[] = [];
    const screens = new Proxy(SCREENS, {
      get: (target, key: string) => () => {
        loaded.push(key);
        return (target as Record<string, () => Promise<unknown>>)[key]!();
      },
    }) as typeof SCREENS;
    const routes = buildRoutes(undefined, screens);
    await loadMatchedScreens(routes, '/Membership/');
    expect(loaded).toEqual(['membership']);
    expect(screenOf(routes, '/membership')?.lazy).toBeUndefined();
    expect(screenOf(routes, '/membership')?.Component).toBeTypeOf('function');
  });

  it('falls back to pattern matching for a path with parameters', async () => {
    const loaded: string[] = [];
    const routes = buildRoutes(undefined, Object.fromEntries(Object.keys(SCREENS).map((key) => [key, () => {
      loaded.push(key);
      return Promise.resolve({ default: () => null });
    }])) as unknown as typeof SCREENS);
    await loadMatchedScreens(routes, '/membership/verify/abc');
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).not.toBe('notFound');
  });
});

describe('branchFirst (a prerendered page\'s router, decision 0095)', () => {
  const nullScreens = Object.fromEntries(Object.keys(SCREENS).map((key) => [key, () => Promise.resolve({ default: () => null })])) as unknown as typeof SCREENS;
  const leafPath = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route.path;
  const countRoutes = (list: RouteObject[]): number => list.reduce((n, r) => n + 1 + countRoutes(r.children ?? []), 0);

  it('starts with the page\'s own branch and adds the rest of the table on the first navigation away', async () => {
    const full = buildRoutes(undefined, nullScreens);
    const branch = branchFirst(full, '/Web/Startups/')!;
    expect(countRoutes(branch.routes)).toBe(3);
    const router = createMemoryRouter(branch.routes, { initialEntries: ['/web/startups'], patchRoutesOnNavigation: branch.patchRoutesOnNavigation });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(leafPath(router)).toBe('/web/startups');
    expect(countRoutes(router.routes)).toBe(3);

    await router.navigate('/events/12');
    expect(leafPath(router)).toBe('/events/:event_id');
    expect(router.state.matches.map((m) => m.params.event_id).at(-1)).toBe('12');
    expect(countRoutes(router.routes)).toBe(countRoutes(full));

    await router.navigate('/no/such/page');
    expect(leafPath(router)).toBe('*');
    await router.navigate('/web/startups');
    expect(leafPath(router)).toBe('/web/startups');
    expect(countRoutes(router.routes)).toBe(countRoutes(full));
    router.dispose();
  });

  it('patches once, and again only when the navigation that patched was cut short', () => {
    const branch = branchFirst(buildRoutes(undefined, nullScreens), '/')!;
    const patch = vi.fn();
    const call = (signal: AbortSignal) => branch.patchRoutesOnNavigation({ patch, signal, path: '/lxp', matches: [], fetcherKey: undefined });
    // react-router drops the patch of an aborted navigation.
    call(AbortSignal.abort());
    expect(patch).toHaveBeenCalledTimes(1);
    call(new AbortController().signal);
    expect(patch).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenLastCalledWith('frame', expect.arrayContaining([expect.objectContaining({ path: '/membership' })]));
    call(new AbortController().signal);
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it('gives no branch for a path no page has exactly (the router then gets the whole table)', () => {
    const routes = buildRoutes(undefined, nullScreens);
    expect(branchFirst(routes, '/events/12')).toBeNull();
    expect(branchFirst(routes, '/no/such/page')).toBeNull();
    // A private page sits one level deeper, in the signed-in group.
    expect(branchFirst(routes, '/lxp')).toBeNull();
  });
});
