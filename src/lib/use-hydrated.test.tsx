import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { markHydrated, markHydrating, useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'browser' : 'page'}</p>;
}

afterEach(() => markHydrated());

describe('useHydrated', () => {
  it('is true at once in a page rendered only in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });

  it('renders false at build, matching the hydrating render, and turns true once mounted', async () => {
    markHydrating();
    expect(renderToString(<Probe />)).toBe('<p>page</p>');
    await act(async () => {
      render(<Probe />);
    });
    expect(screen.getByText('browser')).toBeInTheDocument();
  });

  it('is true at once for what mounts after hydration', () => {
    markHydrating();
    markHydrated();
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
