import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ForumPost } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';
import { warmScreens } from '../../../tests/helpers/warm-screens';
import { ADA, page, post, ROHAN, TOPIC } from './forum.fixtures';

configure({ asyncUtilTimeout: 10_000 });

/** The topic's own socket: connects at once, acknowledges the room join, records what it was sent. */
const fake = vi.hoisted(() => {
  class FakeSocket {
    handlers = new Map<string, ((...args: unknown[]) => void)[]>();
    emitted: { event: string; payload: unknown }[] = [];
    connected = false;
    auth: unknown;
    constructor(public url: string, public options: { auth?: unknown }) { this.auth = options.auth; }
    on(event: string, handler: (...args: unknown[]) => void) { this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]); return this; }
    emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
      this.emitted.push({ event, payload });
      ack?.({ ok: true, topic_id: 12 });
      return this;
    }
    fire(event: string, ...args: unknown[]) { for (const h of this.handlers.get(event) ?? []) h(...args); }
    connect() { this.connected = true; this.fire('connect'); }
    disconnect() { this.connected = false; }
    removeAllListeners() { this.handlers.clear(); }
  }
  return { sockets: [] as FakeSocket[], FakeSocket };
});
vi.mock('socket.io-client', () => ({
  io: (url: string, options: { auth?: unknown }) => {
    const socket = new fake.FakeSocket(url, options);
    fake.sockets.push(socket);
    queueMicrotask(() => socket.connect());
    return socket;
  },
}));

const write = (p: ForumPost) => HttpResponse.json({ post: p, topic: { ...TOPIC, reply_count: 2, last_post_number: p.post_number }, unknown_mentions: [] }, { status: 201 });

function topicApi(over: { page?: ReturnType<typeof page>; reply?: (body: Record<string, unknown>) => Response } = {}) {
  const replies: Record<string, unknown>[] = [];
  const mentionQueries: string[] = [];
  fake.sockets.length = 0;
  server.use(
    ...signedIn,
    mswHttp.get('*/api/forum/topics/12', () => HttpResponse.json(over.page ?? page())),
    mswHttp.get('*/api/forum/topics/404', () => HttpResponse.json({ message: 'Topic not found.', statusCode: 404 }, { status: 404 })),
    mswHttp.post('*/api/forum/topics/12/posts', async ({ request }) => {
      const body = await request.json() as Record<string, unknown>;
      replies.push(body);
      return over.reply?.(body) ?? write(post(3, ADA, { body: String(body.body), body_html: `<p>${String(body.body)}</p>` }));
    }),
    mswHttp.get('*/api/forum/mentions', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      mentionQueries.push(q);
      return HttpResponse.json({ data: [ROHAN, { user_id: 9, username: 'ronja', display_name: 'Ronja Berg', profile_image: null }].filter((m) => m.username.startsWith(q)) });
    }),
    mswHttp.get('*/api/forum/categories', () => HttpResponse.json({ data: [] })),
  );
  return { replies, mentionQueries };
}

warmScreens('forumTopic');

describe('forum topic', { timeout: 20_000 }, () => {
  it('shows the posts as the server rendered them, with the edited mark and reactions, and joins the topic’s room', async () => {
    topicApi();
    renderApp('/community/forum/topic/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing a B2B pilot' })).toBeInTheDocument();
    expect(screen.getByText('Post number 1')).toBeInTheDocument();
    const second = screen.getByText('Post number 2').closest('article')!;
    expect(within(second).getByText('edited')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'heart: 2' })).toHaveAttribute('aria-pressed', 'false');
    // Own post: Edit, no Report; someone else's: Report, no Edit.
    expect(within(second).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Report' })).toBeNull();
    const first = screen.getByText('Post number 1').closest('article')!;
    expect(within(first).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fake.sockets[0]?.emitted).toContainEqual({ event: 'forum_topic_join', payload: { topic_id: 12 } }));
  });

  it('posts a reply with an @mention picked by keyboard; a live reply arrives meanwhile without touching the draft', async () => {
    const { mentionQueries } = topicApi();
    const user = userEvent.setup();
    renderApp('/community/forum/topic/12');
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('combobox', { name: /Reply \(Markdown/ });
    await user.type(box, 'Thanks @ro');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(await within(list).findByRole('option', { name: /@rohan/ })).toHaveAttribute('aria-selected', 'true');
    expect(mentionQueries.at(-1)).toBe('ro');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const ronja = within(list).getByRole('option', { name: /@ronja/ });
    expect(ronja).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', ronja.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue('Thanks @rohan ');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    // Someone else replies while the draft is open.
    act(() => fake.sockets[0]!.fire('forum_post_new', { topic_id: 12, post: post(3, ROHAN, { body_html: '<p>Live from Rohan</p>' }) }));
    expect(await screen.findByText('Live from Rohan')).toBeInTheDocument();
    expect(screen.getByText('New reply from Rohan Mehta.')).toBeInTheDocument();
    expect(box).toHaveValue('Thanks @rohan ');

    const { replies } = topicApi({ reply: (body) => write(post(4, ADA, { body: String(body.body), body_html: '<p>Thanks <a class="mention" href="/community/network?search=rohan">@rohan</a></p>' })) });
    await user.type(box, 'for the tip');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Your reply was posted.', { selector: 'p[role="status"]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@rohan' })).toHaveAttribute('href', '/community/network?search=rohan');
    expect(replies.at(-1)).toEqual({ body: 'Thanks @rohan for the tip' });
  });

  it('after a reconnection, fetches the replies it missed and shows each once', async () => {
    topicApi();
    renderApp('/community/forum/topic/12');
    expect(await screen.findByText('Post number 2')).toBeInTheDocument();
    const asked: string[] = [];
    server.use(mswHttp.get('*/api/forum/topics/12', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(page({ posts: [post(1), post(2, ADA), post(3, ROHAN, { body_html: '<p>Missed while offline</p>' })] }));
    }));
    await vi.waitFor(() => expect(fake.sockets[0]?.connected).toBe(true));
    act(() => { fake.sockets[0]!.connect(); });
    expect(await screen.findByText('Missed while offline')).toBeInTheDocument();
    expect(asked).toEqual(['?post=2']);
    expect(screen.getAllByText('Post number 2')).toHaveLength(1);
  });

  it('Escape closes the suggestions and keeps the text', async () => {
    topicApi();
    const user = userEvent.setup();
    renderApp('/community/forum/topic/12');
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('combobox', { name: /Reply \(Markdown/ });
    await user.type(box, '@r');
    await screen.findByRole('option', { name: /@rohan/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('@r');
  });

  it('quote-reply sends the quoted post, and a refused reply keeps the draft with the server’s text', async () => {
    const { replies } = topicApi({
      reply: () => HttpResponse.json({ message: 'You are posting too fast: at most 6 posts a minute. Wait a moment and try again.', statusCode: 429 }, { status: 429 }),
    });
    const user = userEvent.setup();
    renderApp('/community/forum/topic/12');
    const first = (await screen.findByText('Post number 1')).closest('article')!;
    await user.click(within(first).getByRole('button', { name: 'Quote' }));
    expect(screen.getByText('Quoting @rohan (#1)')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Reply \(Markdown/ }), 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are posting too fast');
    expect(screen.getByRole('combobox', { name: /Reply \(Markdown/ })).toHaveValue('Agreed');
    expect(replies).toEqual([{ body: 'Agreed', quote_post_id: 101 }]);
  });

  it('a locked topic is read only with the lock text; a missing one shows the server’s 404 text', async () => {
    topicApi({ page: page({ topic: { ...TOPIC, locked: true }, viewer: { user_id: 1, can_reply: false, can_moderate: false, following: false, followers: 0 } }) });
    const { unmount } = renderApp('/community/forum/topic/12');
    expect(await screen.findByText(/This topic is locked: no new replies can be posted\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    unmount();
    renderApp('/community/forum/topic/404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Topic not found.');
  });

  it('offers administrators pin, lock, hide and move, and shows the stored topic', async () => {
    topicApi({ page: page({ viewer: { user_id: 1, can_reply: true, can_moderate: true, following: false, followers: 0 } }) });
    const actions: unknown[] = [];
    server.use(mswHttp.post('*/api/forum/topics/12/moderate', async ({ request }) => {
      const body = await request.json() as { action: string };
      actions.push(body);
      return HttpResponse.json({ ...TOPIC, pinned: body.action === 'pin' });
    }));
    const user = userEvent.setup();
    renderApp('/community/forum/topic/12');
    const bar = await screen.findByRole('region', { name: 'Moderation' });
    await user.click(within(bar).getByRole('button', { name: 'Pin' }));
    expect(await within(bar).findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    expect(actions).toEqual([{ action: 'pin' }]);
  });

  it('follows the topic (new replies will notify) and shows the new count at once', async () => {
    topicApi();
    const sent: unknown[] = [];
    server.use(mswHttp.post('*/api/community/follows', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ target_type: 'topic', target_id: 12, following: true, followers: 3 }, { status: 201 });
    }));
    const user = userEvent.setup();
    renderApp('/community/forum/topic/12');
    const follow = await screen.findByRole('button', { name: 'Follow Pricing a B2B pilot' });
    expect(screen.getByText('2 followers')).toBeInTheDocument();
    await user.click(follow);
    expect(await screen.findByRole('button', { name: 'Following Pricing a B2B pilot' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('3 followers')).toBeInTheDocument();
    expect(sent).toEqual([{ target_type: 'topic', target_id: 12 }]);
  });
});
