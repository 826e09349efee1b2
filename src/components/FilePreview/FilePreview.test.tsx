import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePreview } from './FilePreview';

describe('FilePreview', () => {
  it('shows a text file in the page', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/7'), revokeObjectURL: vi.fn() });
    render(<FilePreview href="/learning/notes.txt" fileName="notes.txt" contentType="text/plain" title="Weekly notes" fetchBlob={async () => new Blob(['Line one\nLine two'])} />);
    expect(await screen.findByLabelText('Weekly notes')).toHaveTextContent('Line one Line two');
    expect(screen.getByRole('link', { name: 'Download notes.txt' })).toHaveAttribute('href', 'blob:http://localhost/7');
  });

  it('shows an image from the fetched blob', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/8'), revokeObjectURL: vi.fn() });
    render(<FilePreview href="/api/multimedia/images/a.png" fileName="team.png" contentType="image/png" title="Team photo" fetchBlob={async () => new Blob(['png'])} />);
    expect(await screen.findByRole('img', { name: 'Team photo' })).toHaveAttribute('src', 'blob:http://localhost/8');
  });

  it('falls back to a plain link when the file cannot be fetched (SPEC §2)', async () => {
    render(<FilePreview href="/api/multimedia/files/gone.pdf" fileName="deck.pdf" contentType="application/pdf" title="Deck" fetchBlob={() => Promise.reject(new Error('404'))} />);
    expect(await screen.findByText('The preview could not be loaded.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open deck.pdf' });
    expect(link).toHaveAttribute('href', '/api/multimedia/files/gone.pdf');
    expect(screen.queryByTitle('Deck')).not.toBeInTheDocument();
  });

  it('offers a link for types the browser cannot show, without fetching', async () => {
    const fetchBlob = vi.fn(async () => new Blob(['x']));
    render(<FilePreview href="/api/multimedia/files/a.docx" fileName="plan.docx"
      contentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document" title="Plan" fetchBlob={fetchBlob} />);
    expect(screen.getByText('This type cannot be shown here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open plan.docx' })).toHaveAttribute('href', '/api/multimedia/files/a.docx');
    await waitFor(() => expect(fetchBlob).not.toHaveBeenCalled());
  });
});
