import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileLink } from './FileLink';

describe('FileLink', () => {
  it('offers the fetched file under its name', async () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(<FileLink href="/api/multimedia/files/deck.pdf" fileName="deck.pdf" fetchBlob={async () => new Blob(['%PDF'])}>Download deck</FileLink>);
    const link = screen.getByRole('link', { name: 'Download deck' });
    await waitFor(() => expect(link).toHaveAttribute('href', 'blob:http://localhost/1'));
    expect(link).toHaveAttribute('download', 'deck.pdf');
  });

  it('falls back to a plain link to the address when the fetch fails', async () => {
    render(<FileLink href="/api/multimedia/files/deck.pdf" fileName="deck.pdf" fetchBlob={() => Promise.reject(new Error('404'))}>Download deck</FileLink>);
    const link = screen.getByRole('link', { name: 'Download deck' });
    await waitFor(() => expect(link).toHaveAttribute('data-source', 'fallback'));
    expect(link).toHaveAttribute('href', '/api/multimedia/files/deck.pdf');
    expect(link).not.toHaveAttribute('download');
  });
});
