import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPager } from './ListPager';

describe('ListPager', () => {
  it('says where the reader is and asks for the page before or after', async () => {
    const onPage = vi.fn();
    render(<ListPager page={2} pages={3} onPage={onPage} label="Directory pages" />);
    const nav = screen.getByRole('navigation', { name: 'Directory pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables the way past either end, and shows nothing for one page', () => {
    const { rerender } = render(<ListPager page={1} pages={2} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<ListPager page={2} pages={2} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    rerender(<ListPager page={1} pages={1} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
