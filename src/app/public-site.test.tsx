import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contracts';
import { server } from '../../tests/msw/server';
import { signedIn } from '../../tests/msw/handlers';
import { renderApp } from '../../tests/helpers/render-app';

describe('public site and shared elements', () => {
  it('shows the cookie banner until a choice is stored, and stores Decline All as false', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    await user.click(within(banner).getByRole('button', { name: 'Decline All' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.cookieAccepted)).toBe('false');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(await screen.findByText('Cookie preferences saved.')).toBeInTheDocument();
  });

  it('does not show the banner when a choice is stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('opens Preferences with the three categories and Allow All stores true', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' }); // loaded on demand
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Essential', 'Performance and Functionality', 'Analytics and Customization']);
    await user.click(within(dialog).getByRole('button', { name: 'Allow All' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.cookieAccepted)).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders each /web/* page from its content with the route title as heading', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    renderApp('/Web/Knowledge-Hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Popular topics' })).toBeInTheDocument();
  });

  it('shows the recurring "what\'s on" list to visitors and live programs to members', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    const { unmount } = renderApp('/');
    expect(await screen.findByText('Founder Fridays: open office hours')).toBeInTheDocument();
    unmount();
    server.use(
      mswHttp.get('*/api/program/programs/searchPrograms', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('limit') !== '3' || request.headers.get('authorization') !== 'Bearer test-token') return HttpResponse.json({}, { status: 400 });
        return HttpResponse.json({ data: [{ program_id: 7, program_name: 'Climate Tech Accelerator', program_description: 'Twelve weeks.', program_category: 'Accelerator', program_image: null, start_date: '2099-05-01T09:00:00.000Z', end_date: null, is_published: true }], metadata: { total: 1, page: 1, limit: 3, pages: 1 } });
      }),
      ...signedIn,
    );
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Climate Tech Accelerator' })).toBeInTheDocument();
    expect(screen.getByText('Live from the program calendar.')).toBeInTheDocument();
  });

  it('keeps the recurring list quietly when the program search fails', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    server.use(mswHttp.get('*/api/program/programs/searchPrograms', () => HttpResponse.json({ message: 'down', statusCode: 503 }, { status: 503 })), ...signedIn);
    renderApp('/web/startups');
    expect(await screen.findByText('Founder Fridays: open office hours')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Live from the program calendar.')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the services menu with 11 items and remembers the chosen entry', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    server.use(...signedIn);
    const user = userEvent.setup();
    const { actors } = renderApp('/events');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /Services/ }));
    const list = within(nav).getByRole('list', { name: 'Services' });
    const items = within(list).getAllByRole('link').map((a) => a.textContent);
    expect(items).toHaveLength(11);
    expect(items).toEqual(expect.arrayContaining(['Events and Activities', 'Get Involved', 'Startup Success Toolkit', 'Investment Ecosystem']));
    await user.click(within(list).getByRole('link', { name: 'Wellbeing' }));
    // The menu's store may still be loading (decision 0076): the choice is kept and applied when it is there.
    await actors.menu.load();
    expect(actors.menu.getSnapshot().context).toMatchObject({ selectedMenu: 'services', selectedSubMenu: 'Wellbeing', selectedAccountMenu: 'Home' });
    expect(JSON.parse(window.localStorage.getItem('summit-menu')!).context.selectedSubMenu).toBe('Wellbeing');
  });

  it('has the community mega-menu with Social, Networks and Inventor\'s Networks, and the Profile menu', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    server.use(...signedIn);
    const user = userEvent.setup();
    renderApp('/events');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /Community/ }));
    for (const name of ['Social', 'Networks', "Inventor's Networks"]) expect(within(nav).getByRole('list', { name })).toBeVisible();
    await user.click(within(nav).getByRole('button', { name: /Profile/ }));
    expect(within(within(nav).getByRole('list', { name: 'Profile' })).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'My Entrepreneur Profile', 'Idea Profile', 'Incubation Profile', 'Venture Profile', 'Startup Profile',
    ]);
  });

  it('opens the drawer with a labelled button, moves focus in, and Escape closes it with focus restored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieAccepted, 'true');
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('link', { name: 'Log In / Register' })).toHaveAttribute('href', '/auth');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
