import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Publication, PublicationStatus, PublicationSummary } from '../../../contracts';
import { renderApp } from '../../../tests/helpers/render-app';
import { signedIn } from '../../../tests/msw/handlers';
import { server } from '../../../tests/msw/server';

configure({ asyncUtilTimeout: 4000 });

const summary = (id: number, title: string, status: PublicationStatus): PublicationSummary => ({
  publication_id: id, title, status, category: 'case-study', author_user_id: 1, author_name: 'Ada Admin',
  submitted_at: status === 'draft' ? null : '2026-11-10T10:00:00.000Z', updated_at: '2026-11-12T10:00:00.000Z',
});
const publication = (status: PublicationStatus, over: Partial<Publication> = {}): Publication => ({
  ...summary(9, 'Cold chains for small dairies', status),
  abstract: 'We measured **spoilage**.', abstract_html: '<p>We measured <strong>spoilage</strong>.</p>',
  authors: [{ name: 'Ada Admin', user_id: 1 }], keywords: ['dairy'],
  manuscript: { name: `${'a'.repeat(32)}.pdf`, file_name: 'dairies.pdf', size: 2048, url: `/api/multimedia/files/${'a'.repeat(32)}.pdf` },
  content_slug: null, can_edit: status === 'draft' || status === 'changes-requested', can_review: false,
  events: [{ event_id: 1, from_status: null, to_status: 'draft', comment: '', comment_html: '', actor_user_id: 1, actor_name: 'Ada Admin', by_admin: false, created_at: '2026-11-10T10:00:00.000Z' }],
  ...over,
});

describe('publications screen', () => {
  it('lists the member’s applications with their status', async () => {
    server.use(
      mswHttp.get('*/api/publications/mine', () => HttpResponse.json({ data: [summary(3, 'Solar pumps', 'accepted'), summary(4, 'Open data', 'changes-requested')] })),
      ...signedIn,
    );
    renderApp('/publications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Solar pumps' })).closest('li')!;
    expect(row).toHaveTextContent('Accepted');
    expect(screen.getByRole('link', { name: 'Open data' }).closest('li')).toHaveTextContent('Changes requested');
    expect(screen.getByRole('link', { name: 'New publication' })).toHaveAttribute('href', '/publications?id=new');
  }, 20_000);

  it('autosaves the draft while typing, refuses a wrong file and an incomplete submit, then submits', async () => {
    const saves: { title: string; manuscript: unknown }[] = [];
    const submits: unknown[] = [];
    server.use(
      mswHttp.get('*/api/publications/9', () => HttpResponse.json(publication('draft', { manuscript: null }))),
      mswHttp.put('*/api/publications/9', async ({ request }) => {
        const body = await request.json() as { title: string; manuscript: unknown };
        saves.push(body);
        return HttpResponse.json(publication('draft', { title: body.title }));
      }),
      mswHttp.post('*/api/multimedia/upload', () => HttpResponse.json({ name: `${'b'.repeat(32)}.pdf`, url: '/x', size: 1234, content_type: 'application/pdf' }, { status: 201 })),
      mswHttp.post('*/api/publications/9/submit', async ({ request }) => {
        submits.push(await request.json());
        return HttpResponse.json(publication('submitted', { events: [...publication('draft').events, { event_id: 2, from_status: 'draft', to_status: 'submitted', comment: '', comment_html: '', actor_user_id: 1, actor_name: 'Ada Admin', by_admin: false, created_at: '2026-11-12T10:00:00.000Z' }] }));
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/publications?id=9');
    const form = await screen.findByRole('region', { name: 'Application form' });
    expect(within(form).getByRole('status')).toHaveTextContent('Saved');
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Cold rooms');
    expect(within(form).getAllByRole('status')[0]).toHaveTextContent('Saving…');
    await waitFor(() => expect(saves.at(-1)?.title).toBe('Cold rooms'));
    expect(saves.length).toBeLessThan(4); // debounced, not one save per key
    await waitFor(() => expect(within(form).getAllByRole('status')[0]).toHaveTextContent('Saved'));

    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Before submitting, add the manuscript.');
    expect(submits).toEqual([]);

    const input = within(form).getByLabelText(/Manuscript/) as HTMLInputElement;
    // The picker suggests PDF/DOCX only, but a browser lets a member pick anything: the form checks.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Manuscripts must be PDF or DOCX.');
    await user.upload(input, new File(['%PDF-1.4'], 'dairies.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('dairies.pdf')).toBeInTheDocument();
    await waitFor(() => expect(saves.at(-1)?.manuscript).toEqual({ name: `${'b'.repeat(32)}.pdf`, file_name: 'dairies.pdf', size: 1234 }));

    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Status:')).toHaveTextContent('Status: Submitted');
    expect(submits[0]).toMatchObject({ draft: { title: 'Cold rooms', category: 'case-study' }, comment: '' });
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Submitted for review');
    expect(screen.queryByRole('region', { name: 'Application form' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the reviewer’s comment when changes are requested, and an accepted one links to the knowledge hub', async () => {
    server.use(
      mswHttp.get('*/api/publications/9', () => HttpResponse.json(publication('accepted', {
        content_slug: 'publication-9-cold-chains',
        events: [{ event_id: 5, from_status: 'in-review', to_status: 'accepted', comment: 'Welcome!', comment_html: '<p>Welcome!</p>', actor_user_id: 2, actor_name: 'Rev Iewer', by_admin: true, created_at: '2026-11-12T10:00:00.000Z' }],
      }))),
      ...signedIn,
    );
    renderApp('/publications?id=9');
    expect(await screen.findByRole('link', { name: 'Read it in the Knowledge Hub' })).toHaveAttribute('href', '/contents/publication-9-cold-chains');
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Accepted');
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Welcome!');
    expect(screen.getByRole('link', { name: 'dairies.pdf' })).toHaveAttribute('href', `/api/multimedia/files/${'a'.repeat(32)}.pdf`);
  }, 20_000);
});

describe('publications screen, co-authors', () => {
  it('links a member found in the directory as an author (saved with their id)', async () => {
    const saves: { authors: unknown }[] = [];
    const searches: string[] = [];
    server.use(
      mswHttp.get('*/api/publications/9', () => HttpResponse.json(publication('draft'))),
      mswHttp.put('*/api/publications/9', async ({ request }) => {
        saves.push(await request.json() as { authors: unknown });
        return HttpResponse.json(publication('draft'));
      }),
      mswHttp.get('*/api/community/members', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json({ data: [{
          user_id: 14, username: 'rohan', first_name: 'Rohan', last_name: 'Mehta', profile_image: null, headline: 'Founder', community_type: null,
          city: null, state: null, interests: [], skills: [], roles: [], followers: 3, followed_by_me: false, is_me: false,
        }], metadata: { total: 1, page: 1, limit: 5, pages: 1 } });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/publications?id=9');
    const form = await screen.findByRole('region', { name: 'Application form' });
    await user.type(within(form).getByRole('searchbox', { name: /Link a member as author/ }), 'roh');
    await user.click(await within(form).findByRole('button', { name: 'Add Rohan Mehta (@rohan)' }));
    expect(searches.at(-1)).toBe('roh');
    expect(within(form).getByRole('textbox', { name: 'Author 2' })).toHaveValue('Rohan Mehta');
    expect(within(form).getByText('Member')).toBeInTheDocument();
    await waitFor(() => expect(saves.at(-1)?.authors).toEqual([{ name: 'Ada Admin', user_id: 1 }, { name: 'Rohan Mehta', user_id: 14 }]));
  }, 20_000);
});

describe('publications screen, live', () => {
  it('a waiting application updates by itself when a notification about it arrives', async () => {
    let current = publication('submitted');
    server.use(mswHttp.get('*/api/publications/9', () => HttpResponse.json(current)), ...signedIn);
    const { actors } = renderApp('/publications?id=9');
    expect(await screen.findByText('Status:')).toHaveTextContent('Status: Submitted');
    current = publication('in-review');
    // Another application's news changes nothing; this one's reloads it.
    actors.notifications.send({ type: 'notifications.received', notification: {
      notification_id: 70, user_id: 1, notification_type: 'publication', notification_body: 'Other.', notification_image: null,
      notification_link: '/publications?id=10', is_read: false, cdate_time: '2026-11-12T10:00:00.000Z',
    } });
    actors.notifications.send({ type: 'notifications.received', notification: {
      notification_id: 71, user_id: 1, notification_type: 'publication', notification_body: 'Your publication “Cold chains for small dairies” is now in review.',
      notification_image: null, notification_link: '/publications?id=9', is_read: false, cdate_time: '2026-11-12T10:00:00.000Z',
    } });
    await waitFor(() => expect(screen.getByText('Status:')).toHaveTextContent('Status: In review'));
  }, 20_000);
});

describe('Admin Center › Publications', () => {
  it('lists the queue, opens a submission, asks for a comment and accepts', async () => {
    const reviews: unknown[] = [];
    let current = publication('in-review', { author_user_id: 2, author_name: 'Maya Rao', can_review: true });
    server.use(
      mswHttp.get('*/api/publications/queue', () => HttpResponse.json({ data: [{ ...summary(9, 'Cold chains for small dairies', 'in-review'), author_name: 'Maya Rao' }] })),
      mswHttp.get('*/api/publications/9', () => HttpResponse.json(current)),
      mswHttp.post('*/api/publications/9/review', async ({ request }) => {
        reviews.push(await request.json());
        current = { ...current, status: 'accepted', can_review: false };
        return HttpResponse.json(current);
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/admin-center?tab=publications');
    await user.click(await screen.findByRole('button', { name: 'Cold chains for small dairies' }));
    const panel = await screen.findByRole('region', { name: 'Review' });
    await user.click(await within(panel).findByRole('button', { name: 'Accept' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Write a comment for the author.');
    expect(reviews).toEqual([]);
    await user.type(within(panel).getByLabelText(/Comment for the author/), 'Welcome to the library.');
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(await within(panel).findByText(/This publication is accepted/)).toBeInTheDocument();
    expect(reviews).toEqual([{ action: 'accept', comment: 'Welcome to the library.' }]);
    expect(within(panel).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  }, 20_000);
});
