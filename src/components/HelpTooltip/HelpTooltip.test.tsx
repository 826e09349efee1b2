import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpTooltip } from './HelpTooltip';

const tip = () => screen.getByRole('tooltip', { hidden: true });

describe('HelpTooltip', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens on click and closes on Escape, keeping focus on the icon', async () => {
    const user = userEvent.setup();
    render(<HelpTooltip label="About plans">Plans renew yearly.</HelpTooltip>);
    const icon = screen.getByRole('button', { name: 'About plans' });
    expect(tip()).not.toBeVisible();
    await user.click(icon);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Plans renew yearly.');
    expect(icon).toHaveAttribute('aria-expanded', 'true');
    expect(icon).toHaveAccessibleDescription('Plans renew yearly.');
    await user.keyboard('{Escape}');
    expect(tip()).not.toBeVisible();
    expect(icon).toHaveFocus();
  });

  it('opens with Enter and with Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<HelpTooltip label="Help">Text</HelpTooltip>);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(tip()).toBeVisible();
    await user.keyboard('{Enter}');
    expect(tip()).not.toBeVisible();
    await user.keyboard(' ');
    expect(tip()).toBeVisible();
  });

  it('opens on hover and closes when the pointer leaves; a click outside closes a pinned one', async () => {
    const user = userEvent.setup();
    render(<><HelpTooltip label="Help">Text</HelpTooltip><p>Outside</p></>);
    await user.hover(screen.getByRole('button', { name: 'Help' }));
    expect(tip()).toBeVisible();
    await user.unhover(screen.getByRole('button', { name: 'Help' }));
    expect(tip()).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.unhover(screen.getByRole('button', { name: 'Help' }));
    expect(tip()).toBeVisible();
    await user.click(screen.getByText('Outside'));
    expect(tip()).not.toBeVisible();
  });

  it('flips to the left when there is no room on the right, and above when there is none below', () => {
    render(<HelpTooltip label="Help">Text</HelpTooltip>);
    const icon = screen.getByRole('button', { name: 'Help' });
    vi.spyOn(icon, 'getBoundingClientRect').mockReturnValue({ left: 980, right: 1008, top: 740, bottom: 768, width: 28, height: 28, x: 980, y: 740, toJSON: () => ({}) });
    vi.spyOn(tip(), 'getBoundingClientRect').mockReturnValue({ left: 0, right: 280, top: 0, bottom: 80, width: 280, height: 80, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(icon); // jsdom window: 1024 × 768
    expect(tip()).toHaveAttribute('data-side', 'left');
    expect(tip()).toHaveAttribute('data-edge', 'top');
  });

  it('opens to the right and below when there is room', () => {
    render(<HelpTooltip label="Help">Text</HelpTooltip>);
    const icon = screen.getByRole('button', { name: 'Help' });
    vi.spyOn(icon, 'getBoundingClientRect').mockReturnValue({ left: 100, right: 128, top: 100, bottom: 128, width: 28, height: 28, x: 100, y: 100, toJSON: () => ({}) });
    vi.spyOn(tip(), 'getBoundingClientRect').mockReturnValue({ left: 0, right: 280, top: 0, bottom: 80, width: 280, height: 80, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(icon);
    expect(tip()).toHaveAttribute('data-side', 'right');
    expect(tip()).toHaveAttribute('data-edge', 'bottom');
  });
});
