import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { cookieConsentMachine, parseStoredChoice } from './cookie-consent.machine';
import { selectBannerVisible, selectCookieChoice, selectPreferencesOpen } from './cookie-consent.selectors';

function start(stored?: string | null) {
  const storeChoice = vi.fn();
  const confirmChoice = vi.fn();
  const actor = createActor(cookieConsentMachine.provide({
    actions: {
      storeChoice: (_, params) => storeChoice(params.choice),
      confirmChoice: (_, params) => confirmChoice(params.choice),
    },
  }), { input: { stored } }).start();
  return { actor, storeChoice, confirmChoice };
}

describe('cookieConsentMachine', () => {
  it('shows the banner while nothing is stored', () => {
    const { actor } = start(null);
    expect(selectBannerVisible(actor.getSnapshot())).toBe(true);
    expect(selectPreferencesOpen(actor.getSnapshot())).toBe(false);
    expect(selectCookieChoice(actor.getSnapshot())).toBeNull();
  });

  it.each(['true', 'false'])('hides the banner when %s is stored', (stored) => {
    const { actor, storeChoice } = start(stored);
    expect(selectBannerVisible(actor.getSnapshot())).toBe(false);
    expect(selectCookieChoice(actor.getSnapshot())).toBe(stored);
    expect(storeChoice).not.toHaveBeenCalled();
  });

  it('treats any other stored value as no choice', () => {
    expect(parseStoredChoice('yes')).toBeNull();
    expect(selectBannerVisible(start('yes').actor.getSnapshot())).toBe(true);
  });

  it.each([
    ['consent.accept', 'true'],
    ['consent.allowAll', 'true'],
    ['consent.declineAll', 'false'],
  ] as const)('%s stores %s, confirms it and hides the banner', (type, choice) => {
    const { actor, storeChoice, confirmChoice } = start(null);
    actor.send({ type });
    expect(storeChoice).toHaveBeenCalledExactlyOnceWith(choice);
    expect(confirmChoice).toHaveBeenCalledExactlyOnceWith(choice);
    expect(selectBannerVisible(actor.getSnapshot())).toBe(false);
    expect(selectCookieChoice(actor.getSnapshot())).toBe(choice);
  });

  it('opens and closes Preferences over the banner, and decides from inside it', () => {
    const { actor, storeChoice } = start(null);
    actor.send({ type: 'consent.openPreferences' });
    expect(selectPreferencesOpen(actor.getSnapshot())).toBe(true);
    expect(selectBannerVisible(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'consent.closePreferences' });
    expect(selectPreferencesOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'consent.openPreferences' });
    actor.send({ type: 'consent.declineAll' });
    expect(storeChoice).toHaveBeenCalledExactlyOnceWith('false');
    expect(selectPreferencesOpen(actor.getSnapshot())).toBe(false);
    expect(selectBannerVisible(actor.getSnapshot())).toBe(false);
  });

  it('lets a decided visitor change the choice from the preferences, without the banner coming back', () => {
    const { actor, storeChoice } = start('false');
    actor.send({ type: 'consent.accept' }); // no banner, so no Accept button: ignored
    expect(storeChoice).not.toHaveBeenCalled();
    actor.send({ type: 'consent.openPreferences' });
    expect(selectPreferencesOpen(actor.getSnapshot())).toBe(true);
    expect(selectBannerVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'consent.allowAll' });
    expect(storeChoice).toHaveBeenCalledExactlyOnceWith('true');
    expect(selectCookieChoice(actor.getSnapshot())).toBe('true');
    expect(selectPreferencesOpen(actor.getSnapshot())).toBe(false);
  });
});
