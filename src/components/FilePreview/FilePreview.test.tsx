import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePreview } from './FilePreview';

describe('FilePreview', () => {
  it('shows an image from its address, without the app fetching it', () => {
    const fetchBlob = vi.fn(async () => new Blob(['png']));
    render(<FilePreview href="/api/multimedia/images/a.png" fileName="team.png" contentType="image/png" title="Team photo" fetchBlob={fetchBlob} />);
    expect(screen.getByRole('img', { name: 'Team photo' })).toHaveAttribute('src', '/api/multimedia/images/a.png');
    expect(fetchBlob).not.toHaveBeenCalled();
  });

  it('falls back to a plain link when the image cannot be loaded (SPEC §2)', () => {
    render(<FilePreview href="/api/multimedia/images/gone.png" fileName="team.png" contentType="image/png" title="Team photo" />);
    fireEvent.error(screen.getByRole('img', { name: 'Team photo' }));
    expect(screen.getByText('The preview could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open team.png' })).toHaveAttribute('href', '/api/multimedia/images/gone.png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('plays a video in the page and falls back to the link when it cannot load', () => {
    const { container } = render(<FilePreview href="/api/multimedia/files/talk.mp4" fileName="talk.mp4" contentType="video/mp4" title="Talk" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/multimedia/files/talk.mp4');
    fireEvent.error(video);
    expect(screen.getByRole('link', { name: 'Open talk.mp4' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });

  it('offers PDFs, text and other types as a plain link to the address', () => {
    const { rerender } = render(<FilePreview href="/api/multimedia/files/deck.pdf" fileName="deck.pdf" contentType="application/pdf" title="Deck" />);
    expect(screen.getByRole('link', { name: 'Open deck.pdf' })).toHaveAttribute('href', '/api/multimedia/files/deck.pdf');
    rerender(<FilePreview href="/api/multimedia/files/a.docx" fileName="plan.docx"
      contentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document" title="Plan" />);
    expect(screen.getByText('This type cannot be shown here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open plan.docx' })).toHaveAttribute('href', '/api/multimedia/files/a.docx');
  });
});
