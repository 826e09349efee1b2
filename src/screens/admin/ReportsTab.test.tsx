import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ForumReportItem } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 10_000 });

const who = (user_id: number, username: string, display_name: string) => ({ user_id, username, display_name, profile_image: null });
const TOPIC = {
  topic_id: 12, category: { category_id: 1, slug: 'founders', name: 'Founders' }, title: 'Pricing a B2B pilot', author: who(3, 'rohan', 'Rohan Mehta'),
  created_at: '2026-11-20T09:00:00Z', last_post_at: '2026-11-21T10:00:00Z', reply_count: 4, last_post_number: 5, pinned: false, locked: false, hidden: false,
};
const report = (id: number, over: Partial<ForumReportItem> = {}): ForumReportItem => ({
  report_id: id, status: 'open', reason: 'spam', details: 'Sells crypto courses', reporter: who(2, 'maya', 'Maya Patel'), created_at: '2026-11-22T09:00:00Z',
  resolved_at: null, resolved_by: null, topic: TOPIC,
  post: {
    post_id: 105, topic_id: 12, post_number: 5, author: who(7, 'spammer', 'Spam Bot'), body: 'Buy now', body_html: '<p>Buy now at my shop</p>',
    created_at: '2026-11-22T08:00:00Z', edited_at: null, hidden: false, reactions: [], quote: null, mentions: [],
  },
  ...over,
});

describe('Admin Center: Reports', { timeout: 20_000 }, () => {
  it('lists open reports with the post, opens it, hides it and reloads the queue', async () => {
    let open = [report(1)];
    const resolved: unknown[] = [];
    const statuses: string[] = [];
    server.use(
      ...signedIn,
      mswHttp.get('*/api/forum/reports', ({ request }) => {
        statuses.push(new URL(request.url).searchParams.get('status')!);
        return HttpResponse.json({ data: open, open_count: open.length });
      }),
      mswHttp.post('*/api/forum/reports/1/resolve', async ({ request }) => {
        resolved.push(await request.json());
        open = [];
        return HttpResponse.json(report(1, { status: 'resolved', post: { ...report(1).post, hidden: true } }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin-center?tab=reports');
    const tab = await screen.findByRole('tab', { name: 'Reports' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Spam or advertising')).toBeInTheDocument();
    expect(screen.getByText('1 open report')).toBeInTheDocument();
    expect(screen.getByText('Buy now at my shop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pricing a B2B pilot' })).toHaveAttribute('href', '/community/forum/topic/12?post=5#post-5');
    const item = screen.getByText('Buy now at my shop').closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Hide post' }));
    expect(await screen.findByText('Post hidden and report resolved.')).toBeInTheDocument();
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(resolved).toEqual([{ status: 'resolved', hide_post: true }]);
    expect(statuses).toEqual(['open', 'open']);
  });

  it('shows the server’s refusal of a handled report', async () => {
    server.use(
      ...signedIn,
      mswHttp.get('*/api/forum/reports', () => HttpResponse.json({ data: [report(1)], open_count: 1 })),
      mswHttp.post('*/api/forum/reports/1/resolve', () => HttpResponse.json({ message: 'This report has already been handled.', statusCode: 409 }, { status: 409 })),
    );
    const user = userEvent.setup();
    renderApp('/admin-center?tab=reports');
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('This report has already been handled.')).toBeInTheDocument();
  });
});
