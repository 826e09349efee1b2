import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ForumSearchResult } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';
import { CATEGORIES, listItem, ROHAN } from './forum.fixtures';

configure({ asyncUtilTimeout: 10_000 });

describe('forum list', { timeout: 20_000 }, () => {
  it('shows categories and topics with pinned, locked, new and unread markers, and pages by the server’s cursor', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      ...signedIn,
      mswHttp.get('*/api/forum/categories', () => HttpResponse.json({ data: CATEGORIES })),
      mswHttp.get('*/api/forum/topics', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return cursor
          ? HttpResponse.json({ data: [listItem(30, 'Second page topic')], next_cursor: null })
          : HttpResponse.json({
            data: [
              listItem(10, 'Read the rules first', { pinned: true, locked: true }),
              listItem(11, 'Brand new question', { is_new: true, unread_count: 3, last_post_number: 3 }),
              listItem(12, 'Pricing a B2B pilot', { unread_count: 2, last_post_number: 6 }),
            ],
            next_cursor: 'abc',
          });
      }),
    );
    const user = userEvent.setup();
    renderApp('/community/forum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community forum' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Forum categories' });
    expect(await within(nav).findByRole('link', { name: /Funding/ })).toHaveAttribute('href', '/community/forum/c/funding');

    const pinned = (await screen.findByRole('link', { name: 'Read the rules first' })).closest('h3')!;
    expect(pinned).toHaveTextContent('Pinned');
    expect(pinned).toHaveTextContent('Locked');
    const fresh = screen.getByRole('link', { name: 'Brand new question' }).closest('h3')!;
    expect(fresh).toHaveTextContent('New');
    expect(fresh).not.toHaveTextContent('unread');
    // Unread: the link opens the first unread post (6 - 2 + 1 = 5).
    const unread = screen.getByRole('link', { name: 'Pricing a B2B pilot' });
    expect(unread.closest('h3')).toHaveTextContent('2 unread');
    expect(unread).toHaveAttribute('href', '/community/forum/topic/12?post=5#post-5');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Second page topic' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Read the rules first' })).toBeInTheDocument();
    expect(cursors).toEqual([null, 'abc', null]);
  });

  it('searches: ranked results with the matched words highlighted, linking to the matching post', async () => {
    const asked: string[] = [];
    const result: ForumSearchResult = {
      topic_id: 12, title: 'Pricing a B2B pilot', category: CATEGORIES[0]!, post_id: 104, post_number: 4, author: ROHAN, created_at: '2026-11-21T10:00:00Z',
      rank: 0.8, title_html: 'Pricing a B2B pilot', snippet_html: 'we charged a <mark>setup</mark> fee', snippet: [{ text: 'we charged a ', match: false }, { text: 'setup', match: true }, { text: ' fee', match: false }],
    };
    server.use(
      ...signedIn,
      mswHttp.get('*/api/forum/categories', () => HttpResponse.json({ data: CATEGORIES })),
      mswHttp.get('*/api/forum/topics', () => HttpResponse.json({ data: [], next_cursor: null })),
      mswHttp.get('*/api/forum/search', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q')!);
        return HttpResponse.json({ data: [result], page: 1, has_more: false });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/community/forum');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the forum' }), 'setup');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Pricing a B2B pilot' })).toHaveAttribute('href', '/community/forum/topic/12?post=4#post-4');
    expect(router.state.location.pathname).toBe('/community/forum/search');
    const mark = screen.getByText('setup', { selector: 'mark' });
    expect(mark.closest('p')).toHaveTextContent('we charged a setup fee');
    expect(asked).toEqual(['setup']);
  });

  it('shows the server’s reason when the topics cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      ...signedIn,
      mswHttp.get('*/api/forum/categories', () => HttpResponse.json({ data: CATEGORIES })),
      mswHttp.get('*/api/forum/topics', () => (fail
        ? HttpResponse.json({ message: 'Forum category not found.', statusCode: 404 }, { status: 404 })
        : HttpResponse.json({ data: [listItem(10, 'Back again')], next_cursor: null }))),
    );
    const user = userEvent.setup();
    renderApp('/community/forum');
    expect(await screen.findByText('Forum category not found.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});
