import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnLinkIntent, routeEntryFor } from './prefetch';
import { SCREENS } from './screens';

const fakeScreens = () => Object.fromEntries(Object.keys(SCREENS).map((key) => [key, vi.fn(() => Promise.resolve({}))]));

describe('prefetch on link intent', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  it('finds the screen of a same-origin address and nothing for another site', () => {
    expect(routeEntryFor('/lxp', 'http://localhost/')?.screen).toBe('learning');
    expect(routeEntryFor('/web/community', 'http://localhost/')?.screen).toBe('webPage');
    expect(routeEntryFor('https://example.org/lxp', 'http://localhost/')).toBeNull();
  });

  it('loads the screen once when a pointer comes onto its link or focus reaches it, and only what the visitor may open', () => {
    const screens = fakeScreens();
    document.body.innerHTML = '<a href="/lxp"><span>Learning</span></a><a href="/membership">Membership</a><a href="https://example.org/">Away</a>';
    let signedIn = false;
    stop = prefetchOnLinkIntent(document, (entry) => entry.access === 'public' || signedIn, screens);
    const [learning, membership, away] = [...document.querySelectorAll('a')];

    learning!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(screens.learning).not.toHaveBeenCalled(); // private, and a guest: /auth instead

    membership!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    membership!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(screens.membership).toHaveBeenCalledTimes(1);

    signedIn = true;
    learning!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(screens.learning).toHaveBeenCalledTimes(1);

    away!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(Object.values(screens).reduce((n, f) => n + f.mock.calls.length, 0)).toBe(2);
  });
});
