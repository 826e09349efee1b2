import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LibraryResponse } from '../../../contracts';
import { signedIn } from '../../../tests/msw/handlers';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const LIBRARY: LibraryResponse = {
  documents: [{ document_id: 4, title: 'Market sizing notes', file_name: 'sizing.txt', content_type: 'text/plain', size: 2048, kind: 'file', url: '/api/multimedia/files/aa.txt', uploaded_at: '2030-01-02T00:00:00.000Z' }],
  program_files: [{
    program_id: 1, program_name: 'Founder Foundations', unit_id: 12, unit_name: 'Weekly reflection template', file_name: 'weekly-reflection-template.txt',
    summary: 'A page a week.', content_type: 'text/plain', url: '/learning/weekly-reflection-template.txt', link: '/lxp/program/1/unit/12',
  }],
};

describe('my library (/my-library)', () => {
  it('lists the member’s documents and their programs’ files', async () => {
    server.use(mswHttp.get('*/api/me/library', () => HttpResponse.json(LIBRARY)), ...signedIn);
    renderApp('/my-library');
    const docs = await screen.findByRole('region', { name: 'Your documents' });
    expect(within(docs).getByRole('heading', { name: 'Market sizing notes' })).toBeInTheDocument();
    expect(within(docs).getByText(/sizing\.txt · 2 KB/)).toBeInTheDocument();
    expect(within(docs).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/multimedia/files/aa.txt');
    const programs = screen.getByRole('region', { name: 'From your programs' });
    expect(within(programs).getByRole('link', { name: 'Weekly reflection template' })).toHaveAttribute('href', '/lxp/program/1/unit/12');
    expect(within(programs).getByRole('button', { name: 'Preview: Weekly reflection template' })).toHaveAttribute('aria-expanded', 'false');
  }, 15_000);

  it('refuses a wrong type or an oversized file with a clear message before sending anything', async () => {
    let uploads = 0;
    server.use(
      mswHttp.get('*/api/me/library', () => HttpResponse.json(LIBRARY)),
      mswHttp.post('*/api/multimedia/upload', () => { uploads += 1; return HttpResponse.json({}, { status: 500 }); }),
      ...signedIn,
    );
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/my-library');
    await screen.findByRole('heading', { name: 'Your documents' });
    const input = screen.getByLabelText('File');
    expect(input).toBeEnabled();
    await user.upload(input, new File(['x'], 'clip.mov', { type: 'video/quicktime' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This type of file cannot be kept in your library. Use PDF, TXT, CSV, DOCX, XLSX, PPTX, PNG, JPEG, WebP or GIF.');
    const big = new File(['x'], 'deck.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(input, big);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This file is 21.0 MB; the limit is 20 MB.')).toBeInTheDocument();
    expect(uploads).toBe(0);
  }, 15_000);

  it('uploads a file, keeps it under its title and lists it first; a server refusal is shown', async () => {
    const kept: unknown[] = [];
    let refuse = false;
    server.use(
      mswHttp.get('*/api/me/library', () => HttpResponse.json(LIBRARY)),
      mswHttp.post('*/api/multimedia/upload', () => (refuse
        ? HttpResponse.json({ message: 'The file content does not match its type.', statusCode: 415 }, { status: 415 })
        : HttpResponse.json({ name: `${'b'.repeat(32)}.pdf`, url: `/api/multimedia/files/${'b'.repeat(32)}.pdf`, size: 4, content_type: 'application/pdf' }, { status: 201 }))),
      mswHttp.post('*/api/me/library', async ({ request }) => {
        const body = await request.json() as { title: string; file_name: string };
        kept.push(body);
        return HttpResponse.json({ document_id: 9, title: body.title, file_name: body.file_name, content_type: 'application/pdf', size: 4, kind: 'file', url: `/api/multimedia/files/${'b'.repeat(32)}.pdf`, uploaded_at: '2030-01-03T00:00:00.000Z' }, { status: 201 });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/my-library');
    await screen.findByRole('heading', { name: 'Your documents' });
    await user.upload(screen.getByLabelText('File'), new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByLabelText('Title (optional)'), 'Pitch deck v3');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('“Pitch deck v3” is in your library.')).toBeInTheDocument();
    expect(kept).toEqual([{ name: `${'b'.repeat(32)}.pdf`, title: 'Pitch deck v3', file_name: 'deck.pdf' }]);
    const docs = screen.getByRole('region', { name: 'Your documents' });
    await waitFor(() => expect(within(docs).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Pitch deck v3', 'Market sizing notes']));

    refuse = true;
    await user.upload(screen.getByLabelText('File'), new File(['nope'], 'fake.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file content does not match its type.');
  }, 15_000);
});
