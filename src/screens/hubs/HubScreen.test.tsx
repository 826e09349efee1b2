import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContentCard, ContentSearchResponse, Hub } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const card = (id: number, title: string, over: Partial<ContentCard> = {}): ContentCard => ({
  content_id: id, slug: `item-${id}`, content_type: 'article', title, summary: `About ${title}.`, tags: ['funding'], cover_image: null,
  deadline: null, published_at: '2026-11-20T10:00:00.000Z', is_published: true, author_name: 'Lena Hoffmann', ...over,
});

const hub = (over: Partial<Hub> = {}): Hub => ({
  hub_id: 1, slug: 'funding-hub', path: '/funding-hub', title: 'Funding Hub', intro: 'Money.', intro_html: '<p>Grants, angels and <strong>venture</strong> capital.</p>',
  audience_roles: [], cover_image: null, visibility: 'members', can_edit: false, saved: { content: [2], event: [], program: [] },
  sections: [
    { id: 'featured', kind: 'featured', title: 'Featured', members_only: false, params: { content_slugs: ['item-1'] }, items: [card(1, 'Term sheet basics')] },
    { id: 'opps', kind: 'opportunities', title: 'Open opportunities', members_only: false, params: { tag: 'grants', limit: 4 },
      items: [card(2, 'Startup Seed Fund', { content_type: 'opportunity', deadline: new Date(Date.now() + 5.5 * 86_400_000).toISOString() })] },
    { id: 'events', kind: 'events', title: 'Upcoming events', members_only: false, params: { event_kind: null, tag: null, limit: 4 }, items: [{
      event_id: 7, kind: 'event', title: 'Investor Office Hours', summary: 'One-to-one slots.', starts_at: '2027-03-10T08:30:00.000Z',
      ends_at: '2027-03-10T11:30:00.000Z', time_zone: 'Asia/Kolkata', format: 'in-person', venue: 'Meeting Room 3', tags: ['funding'], cover_image: null, seats_left: 1,
    }] },
    { id: 'forum', kind: 'forum-topics', title: 'From the forum', members_only: false, params: { category_slug: 'fundraising', limit: 4 }, items: [{
      topic_id: 31, title: 'SAFE or priced round?', excerpt: 'Our first angel asks…', reply_count: 1, last_post_at: '2026-11-22T10:00:00.000Z', category_name: 'Fundraising', author: 'Rohan Mehta',
    }] },
    { id: 'people', kind: 'people', title: 'People to meet', members_only: false, params: { community: 'investor', limit: 6 }, items: [{
      user_id: 4, name: 'Amara Okonkwo', username: 'amara', headline: 'Partner, Lagos–Mumbai Seed Fund', city: 'Mumbai', community: 'investor',
    }] },
    { id: 'about', kind: 'rich-text', title: 'How to use this hub', members_only: false, params: { body: 'x' }, html: '<p>Search with the box above.</p>' },
  ],
  ...over,
});

describe('hub screen', () => {
  it('renders the hub of the path in one request, each section with its items, saved state and deadlines', async () => {
    const asked: string[] = [];
    server.use(
      mswHttp.get('*/api/hubs/:slug', ({ params }) => { asked.push(params.slug as string); return HttpResponse.json(hub()); }),
      ...signedIn,
    );
    renderApp('/funding-hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Funding Hub' })).toBeInTheDocument();
    // The heading is the route's title, there before the hub's answer: wait for a section's text.
    expect(await screen.findByText('venture')).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: 'Term sheet basics' })).toHaveAttribute('href', '/contents/item-1');
    const opps = screen.getByRole('region', { name: 'Open opportunities' });
    expect(within(opps).getByText('Closes in 6 days')).toBeInTheDocument();
    expect(within(opps).getByRole('button', { name: 'Saved: Startup Seed Fund' })).toHaveAttribute('aria-pressed', 'true');
    const events = screen.getByRole('region', { name: 'Upcoming events' });
    expect(within(events).getByRole('link', { name: 'Investor Office Hours' })).toHaveAttribute('href', '/events/7');
    expect(within(events).getByText(/1 seat left/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'From the forum' })).getByRole('link', { name: 'SAFE or priced round?' })).toHaveAttribute('href', '/community/forum/topic/31');
    expect(screen.getByText(/Fundraising · Rohan Mehta · 1 reply/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'People to meet' })).getByRole('link', { name: 'Amara Okonkwo' })).toHaveAttribute('href', '/community/network?search=amara');
    expect(screen.getByText('Search with the box above.')).toBeInTheDocument();
    expect(asked).toEqual(['funding-hub']);
  });

  it('serves /home sections by their own slug and shows the SPEC 404 page for an unknown hub', async () => {
    server.use(
      mswHttp.get('*/api/hubs/:slug', () => HttpResponse.json({ message: 'Hub not found', statusCode: 404 }, { status: 404 })),
      ...signedIn,
    );
    renderApp('/home/dare-and-dream');
    expect(await screen.findByText("404. That's an error. The requested URL was not found on this server.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute('href', '/user/home');
  });

  it('searches the hub and shows the server’s snippets with highlighted matches; Clear search returns to the sections', async () => {
    const searches: Record<string, string>[] = [];
    const answer: ContentSearchResponse = {
      data: [card(9, 'Revenue-based financing, explained', { snippet_html: 'Repayments flex with <mark>revenue</mark>, &lt;b&gt;' })],
      metadata: { total: 1, page: 1, limit: 24, pages: 1 }, tags: [], saved_content_ids: [],
    };
    server.use(
      mswHttp.get('*/api/hubs/:slug', () => HttpResponse.json(hub())),
      mswHttp.get('*/api/content/search', ({ request }) => { searches.push(Object.fromEntries(new URL(request.url).searchParams)); return HttpResponse.json(answer); }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/funding-hub');
    await user.type(await screen.findByRole('searchbox', { name: 'Search this hub' }), 'revenue');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: '1 result for “revenue”' });
    expect(within(results).getByText('revenue', { selector: 'mark' })).toBeInTheDocument();
    expect(within(results).getByText(/<b>/)).toBeInTheDocument(); // escaped text stays text
    expect(searches).toEqual([{ q: 'revenue', hub: 'funding-hub', limit: '24' }]);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('region', { name: /result/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
  });

  it('a failed load says why and retries', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/api/hubs/:slug', () => { calls += 1; return calls === 1 ? HttpResponse.json({ message: 'Service unavailable', statusCode: 503 }, { status: 503 }) : HttpResponse.json(hub()); }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/funding-hub');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this hub');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Funding Hub' })).toBeInTheDocument();
  });
});
