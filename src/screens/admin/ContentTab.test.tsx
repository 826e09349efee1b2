// Admin Center → Content (decision 0038): create with field errors first, the server's refusal
// shown, an edit that unpublishes, and attachments checked before upload.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContentAdminItem, ContentInput, HubSummary } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 10_000 });

const HUBS: HubSummary[] = [
  { hub_id: 1, slug: 'funding-hub', path: '/funding-hub', title: 'Funding Hub', intro: '', visibility: 'members', sections: [] },
  { hub_id: 2, slug: 'csr-hub', path: '/csr-hub', title: 'CSR Hub', intro: '', visibility: 'members', sections: [] },
];
const ITEM: ContentAdminItem = {
  content_id: 7, slug: 'angel-basics', content_type: 'article', title: 'Angel basics', summary: 'What angels look for.', tags: ['funding'],
  cover_image: null, deadline: null, published_at: '2026-11-01T10:00:00.000Z', is_published: true, author_name: 'Admin',
  body: '# Angels', hub_slugs: ['funding-hub'], video_url: null, attachments: [], modified_at: '2026-11-01T10:00:00.000Z',
};
const asItem = (body: ContentInput, slug: string): ContentAdminItem => ({
  ...ITEM, slug, title: body.title, summary: body.summary, content_type: body.content_type, is_published: body.is_published ?? false,
  hub_slugs: body.hub_slugs ?? [], tags: body.tags ?? [], body: body.body ?? '',
});

function api(created: ContentInput[], updated: { slug: string; body: ContentInput }[], refuse: string | null = null) {
  server.use(
    ...signedIn,
    mswHttp.get('*/api/hubs', () => HttpResponse.json({ data: HUBS })),
    mswHttp.get('*/api/content/admin/items', () => HttpResponse.json({ data: [ITEM], metadata: { total: 1, page: 1, limit: 20, pages: 1 } })),
    mswHttp.post('*/api/content/items', async ({ request }) => {
      const body = await request.json() as ContentInput;
      if (refuse) return HttpResponse.json({ message: refuse, statusCode: 409 }, { status: 409 });
      created.push(body);
      return HttpResponse.json(asItem(body, 'grant-clinic'), { status: 201 });
    }),
    mswHttp.put('*/api/content/items/:slug', async ({ request, params }) => {
      const body = await request.json() as ContentInput;
      updated.push({ slug: params.slug as string, body });
      return HttpResponse.json(asItem(body, params.slug as string));
    }),
  );
}

describe('Admin Center → Content', () => {
  it('says when the API host stopped counting: "1,000+" items and pages', async () => {
    api([], []);
    server.use(mswHttp.get('*/api/content/admin/items', () =>
      HttpResponse.json({ data: [ITEM], metadata: { total: 1000, page: 1, limit: 20, pages: 50, totalCapped: true } })));
    renderApp('/admin-center?tab=content');
    const list = await screen.findByRole('list', { name: 'Content items' });
    expect(await within(list).findByText('Angel basics')).toBeInTheDocument();
    expect(screen.getByText(/of 1,000\+ items$/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 50+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    // "»" goes to the last page counted, not the last there is.
    expect(screen.getByRole('button', { name: 'Last counted page (50)' })).toBeEnabled();
  });

  it('shows field errors tied to their inputs, then creates a published item in a hub and links to its page', async () => {
    const created: ContentInput[] = [];
    api(created, []);
    // The picker's accept list would hide the wrong file: the check under it is what is tested.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/admin-center?tab=content');
    const list = await screen.findByRole('list', { name: 'Content items' });
    expect(await within(list).findByText('Angel basics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New content item' }));
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByText('Write a short summary.')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(title, 'Grant clinic');
    await user.type(screen.getByLabelText('Summary'), 'Bring your application.');
    await user.type(screen.getByLabelText('Body (Markdown)'), '## When{enter}Thursdays.');
    await user.type(screen.getByLabelText('Tags'), 'Grants, clinic');
    await user.click(await screen.findByRole('checkbox', { name: 'Funding Hub' }));
    await user.upload(screen.getByLabelText('Add files'), new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByText(/tool\.exe: attach PDF, TXT, CSV, DOCX, XLSX or PPTX files/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Published (members see it)' }));
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    expect(await screen.findByText('Saved “Grant clinic”. Members see it at /contents/grant-clinic.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute('href', '/contents/grant-clinic');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      title: 'Grant clinic', content_type: 'article', body: '## When\nThursdays.', tags: ['Grants', 'clinic'], hub_slugs: ['funding-hub'],
      is_published: true, attachments: [], slug: null,
    });
    await user.click(screen.getByRole('button', { name: 'Back to the content list' }));
    expect(await screen.findByRole('list', { name: 'Content items' })).toBeInTheDocument();
  }, 30_000);

  it('shows the server’s refusal and keeps the form', async () => {
    api([], [], 'The address “grant-clinic” is taken by another content item. Choose another.');
    const user = userEvent.setup();
    renderApp('/admin-center?tab=content');
    await user.click(await screen.findByRole('button', { name: 'New content item' }));
    await user.type(screen.getByLabelText('Title'), 'Grant clinic');
    await user.type(screen.getByLabelText('Summary'), 'Bring your application.');
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: The address “grant-clinic” is taken by another content item. Choose another.');
    expect(screen.getByLabelText('Title')).toHaveValue('Grant clinic');
  }, 30_000);

  it('edits an item: the form holds its values, an oversized file is refused, a PDF uploads on save, and unpublishing saves it as a draft', async () => {
    const updated: { slug: string; body: ContentInput }[] = [];
    api([], updated);
    let uploads = 0;
    server.use(mswHttp.post('*/api/multimedia/upload', () => {
      uploads += 1;
      return HttpResponse.json({ name: '0123456789abcdef0123456789abcdef.pdf', url: '/api/multimedia/files/0123456789abcdef0123456789abcdef.pdf', size: 8, content_type: 'application/pdf' }, { status: 201 });
    }));
    const user = userEvent.setup();
    renderApp('/admin-center?tab=content');
    await user.click(await screen.findByRole('button', { name: 'Edit Angel basics' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Angel basics');
    expect(screen.getByLabelText('Body (Markdown)')).toHaveValue('# Angels');
    expect(await screen.findByRole('checkbox', { name: 'Funding Hub' })).toBeChecked();
    expect(screen.getByRole('link', { name: '/contents/angel-basics' })).toHaveAttribute('href', '/contents/angel-basics');
    const big = new File(['%PDF-'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Add files'), big);
    expect(screen.getByLabelText('Add files')).toHaveAccessibleDescription(/huge\.pdf is larger than 20 MB\./);
    await user.upload(screen.getByLabelText('Add files'), new File(['%PDF-1.7'], 'brief.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('brief.pdf (uploads when you save)')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Published (members see it)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved “Angel basics” as a draft: members do not see it.')).toBeInTheDocument();
    expect(updated).toHaveLength(1);
    expect(updated[0]!.slug).toBe('angel-basics');
    expect(updated[0]!.body).toMatchObject({ is_published: false, hub_slugs: ['funding-hub'] });
    expect(updated[0]!.body).not.toHaveProperty('slug');
    expect(uploads).toBe(1);
    expect(updated[0]!.body.attachments).toEqual([{ name: 'brief.pdf', file: '/api/multimedia/files/0123456789abcdef0123456789abcdef.pdf' }]);
  }, 30_000);
});
