import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contracts';
import { openAccountPopup } from './account-popup';

/** A stand-in for the window `window.open` returns: closing it marks it closed, as a browser does. */
function fakePopup() {
  const popup = { closed: false, close: vi.fn(() => { popup.closed = true; }) };
  return popup;
}

describe('the account popup (SPEC §4 popup flow)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('opens a 500×600 window and resolves when the page reports accountActionDone', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const done = openAccountPopup('/auth/account?action=update-password');
    expect(open.mock.calls[0]?.[2]).toContain('width=500,height=600');
    window.dispatchEvent(new MessageEvent('message', { data: 'accountActionDone', origin: 'https://elsewhere.example' }));
    window.dispatchEvent(new MessageEvent('message', { data: 'accountActionDone', origin: window.location.origin }));
    await expect(done).resolves.toBeUndefined();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('resolves when the member closes the window', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const done = openAccountPopup('/auth/account');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects with the blocked-popup message when the browser refuses the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openAccountPopup('/auth/account')).rejects.toThrow(MESSAGES.popupBlocked);
  });

  it('closes the window when the app gives it up (the member logged out meanwhile)', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const removed = vi.spyOn(window, 'removeEventListener');
    const controller = new AbortController();
    const done = openAccountPopup('/auth/account', controller.signal);
    controller.abort();
    await expect(done).resolves.toBeUndefined();
    expect(popup.close).toHaveBeenCalledTimes(1);
    // Nothing is left listening for the page's message.
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
  });
});
