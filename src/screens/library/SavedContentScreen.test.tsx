import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedItem } from '../../../contracts';
import { signedIn } from '../../../tests/msw/handlers';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const item = (item_type: SavedItem['item_type'], item_id: number, title: string, link: string, label: string): SavedItem => ({
  saved_item_id: item_id, item_type, item_id, title, summary: `About ${title}.`, link, image: null, when: null, label, saved_at: '2030-01-01T00:00:00.000Z',
});
const SAVED = [
  item('event', 7, 'Demo Day 2026', '/events/7', 'Event'),
  item('program', 2, 'Fundraising Readiness', '/lxp/program/2', 'Program · investment'),
  item('content', 5, 'Pitch deck toolkit', '/contents/pitch-deck-toolkit', 'Toolkit'),
];

describe('saved content (/saved-content)', () => {
  it('lists saved items with links, filters by type, and unsaves one optimistically', async () => {
    const asked: (string | null)[] = [];
    const removed: string[] = [];
    server.use(
      mswHttp.get('*/api/me/saved', ({ request }) => {
        const type = new URL(request.url).searchParams.get('type');
        asked.push(type);
        return HttpResponse.json({ data: SAVED.filter((s) => !type || s.item_type === type) });
      }),
      mswHttp.delete('*/api/me/saved/:type/:id', ({ params }) => { removed.push(`${params.type}/${params.id}`); return new HttpResponse(null, { status: 204 }); }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/saved-content');
    expect(await screen.findByRole('link', { name: 'Demo Day 2026' })).toHaveAttribute('href', '/events/7');
    expect(screen.getByRole('link', { name: 'Pitch deck toolkit' })).toHaveAttribute('href', '/contents/pitch-deck-toolkit');
    await user.click(screen.getByRole('button', { name: 'Programs' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Demo Day 2026' })).not.toBeInTheDocument());
    expect(asked).toEqual([null, 'program']);
    const toggle = screen.getByRole('button', { name: 'Saved: Fundraising Readiness' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Save: Fundraising Readiness' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(removed).toEqual(['program/2']));
  }, 15_000);

  it('rolls the toggle back with the server’s reason when the change fails', async () => {
    server.use(
      mswHttp.get('*/api/me/saved', () => HttpResponse.json({ data: [SAVED[0]] })),
      mswHttp.delete('*/api/me/saved/:type/:id', () => HttpResponse.json({ message: 'Too many requests, slow down', statusCode: 429 }, { status: 429 })),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/saved-content');
    await user.click(await screen.findByRole('button', { name: 'Saved: Demo Day 2026' }));
    const row = within(screen.getByRole('list', { name: 'Saved items' })).getByRole('listitem');
    expect(await within(row).findByText('Too many requests, slow down')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Saved: Demo Day 2026' })).toHaveAttribute('aria-pressed', 'true');
  }, 15_000);

  it('points to events, programs and hubs when nothing is saved', async () => {
    server.use(mswHttp.get('*/api/me/saved', () => HttpResponse.json({ data: [] })), ...signedIn);
    renderApp('/saved-content');
    expect(await screen.findByText(/Nothing saved yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Find a program' })).toHaveAttribute('href', '/lxp');
    expect(screen.getByRole('link', { name: 'Explore the Knowledge Hub' })).toHaveAttribute('href', '/knowledge-hub');
  }, 15_000);
});
