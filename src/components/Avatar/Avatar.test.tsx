import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, tileHue } from './Avatar';

describe('Avatar', () => {
  it('shows the image while it loads fine', () => {
    render(<Avatar name="Maya Mensah" src="/api/multimedia/images/maya.png" decorative={false} />);
    expect(screen.getByRole('img', { name: 'Maya Mensah' })).toHaveAttribute('src', '/api/multimedia/images/maya.png');
  });

  it('falls back to a coloured initial tile when the image fails', () => {
    render(<Avatar name="maya Mensah" src="/broken.png" decorative={false} />);
    fireEvent.error(screen.getByRole('img', { name: 'maya Mensah' }));
    const tile = screen.getByTestId('initial-tile');
    expect(tile).toHaveTextContent('M');
    expect(tile).toHaveAttribute('role', 'img');
    expect(tile).toHaveAccessibleName('maya Mensah');
    expect(tile.style.getPropertyValue('--tile-hue')).toBe(String(tileHue('maya Mensah')));
  });

  it('shows the tile without an image, and the same name always gets the same colour', () => {
    render(<Avatar name="Rahul" />);
    expect(screen.getByTestId('initial-tile')).toHaveTextContent('R');
    expect(tileHue('Rahul')).toBe(tileHue('Rahul'));
  });
});
