import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HubSummary, HubUpdate } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 5000 });

const HUBS: HubSummary[] = [
  { hub_id: 1, slug: 'funding-hub', path: '/funding-hub', title: 'Funding Hub', intro: 'Money.', visibility: 'members',
    sections: [{ id: 'latest', kind: 'content-list', title: 'Latest on funding', params: { content_type: null, tag: 'funding', limit: 6 } }] },
  { hub_id: 2, slug: 'csr-hub', path: '/csr-hub', title: 'CSR Hub', intro: '', visibility: 'members', sections: [] },
];

describe('Admin Center → Hubs', () => {
  it('adds a section, refuses an invalid one with the schema’s text, previews live and saves', async () => {
    const saved: { slug: string; body: HubUpdate }[] = [];
    const previews: HubUpdate[] = [];
    server.use(
      ...signedIn,
      mswHttp.get('*/api/hubs', () => HttpResponse.json({ data: HUBS })),
      mswHttp.post('*/api/hubs/preview', async ({ request }) => {
        const body = await request.json() as HubUpdate;
        previews.push(body);
        return HttpResponse.json({ intro_html: `<p>${body.intro}</p>`, sections: body.sections.map((s) => (s.kind === 'rich-text'
          ? { ...s, members_only: false, html: `<p>${s.params.body}</p>` } : { ...s, members_only: false, items: [] })) });
      }),
      mswHttp.put('*/api/hubs/:slug', async ({ request, params }) => {
        const body = await request.json() as HubUpdate;
        saved.push({ slug: params.slug as string, body });
        return HttpResponse.json({ ...HUBS[0]!, ...body });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin-center?tab=hubs');
    expect(await screen.findByRole('combobox', { name: 'Hub' })).toHaveValue('funding-hub');
    await user.selectOptions(screen.getByLabelText('New section'), 'rich-text');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the text.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    const added = screen.getByRole('group', { name: '2. Text block' });
    await user.type(within(added).getByLabelText('Text (Markdown)'), 'Office hours on Thursdays.');
    await user.click(within(added).getByRole('button', { name: 'Move “Text block” up' }));
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    expect(await within(preview).findByText('Office hours on Thursdays.')).toBeInTheDocument();
    expect(previews.at(-1)!.sections.map((s) => s.id)).toEqual(['rich-text-1', 'latest']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Members see it the next time they open the hub.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.slug).toBe('funding-hub');
    expect(saved[0]!.body.sections[0]).toEqual({ id: 'rich-text-1', kind: 'rich-text', title: 'Text block', params: { body: 'Office hours on Thursdays.' } });
  }, 20_000);

  it('shows the server’s refusal and keeps the draft', async () => {
    server.use(
      ...signedIn,
      mswHttp.get('*/api/hubs', () => HttpResponse.json({ data: HUBS })),
      mswHttp.post('*/api/hubs/preview', () => HttpResponse.json({ intro_html: '', sections: [] })),
      mswHttp.put('*/api/hubs/:slug', () => HttpResponse.json({ message: 'Only administrators can edit hubs.', statusCode: 403 }, { status: 403 })),
    );
    const user = userEvent.setup();
    renderApp('/admin-center?tab=hubs&hub=csr-hub');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('CSR Hub');
    await user.clear(title);
    await user.type(title, 'CSR & Impact Hub');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can edit hubs.');
    expect(screen.getByLabelText('Title')).toHaveValue('CSR & Impact Hub');
  }, 20_000);
});
