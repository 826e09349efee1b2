import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createAppActors, startAppActors } from './actors';
import type { TabSync } from '../lib/tab-sync';

const quietTabs: TabSync = { post: () => {}, listen: () => () => {} };
const router = { navigate: () => undefined, state: { location: { pathname: '/', search: '' } } };

describe('startAppActors with a task per step (a prerendered page, decision 0095)', () => {
  it('restores the session, then starts the cookie choice, then loads the menu, one step per task', async () => {
    const actors = createAppActors({ router, tabSync: quietTabs, noSessionCookie: true, assignLocation: () => {} });
    const consentStart = vi.spyOn(actors.cookieConsent, 'start');
    const menuLoad = vi.spyOn(actors.menu, 'load');
    const tasks: (() => void)[] = [];
    const nextTask = () => new Promise<void>((resolve) => tasks.push(resolve));

    expect(startAppActors(actors, nextTask)).toBe(actors);
    await waitFor(() => expect(actors.auth.getSnapshot().value).toBe('failed'));
    expect(consentStart).not.toHaveBeenCalled();

    tasks.shift()!();
    await waitFor(() => expect(consentStart).toHaveBeenCalledTimes(1));
    expect(menuLoad).not.toHaveBeenCalled();

    tasks.shift()!();
    await waitFor(() => expect(menuLoad).toHaveBeenCalledTimes(1));
  });
});

describe('a page served without a session cookie (decision 0097)', () => {
  it('is told "no session" in a task after the one that starts the session machine', async () => {
    const actors = startAppActors(createAppActors({ router, tabSync: quietTabs, noSessionCookie: true, assignLocation: () => {} }));
    for (let i = 0; i < 50; i += 1) await Promise.resolve(); // Every microtask of this task.
    expect(actors.auth.getSnapshot().value).not.toBe('failed');
    await waitFor(() => expect(actors.auth.getSnapshot().value).toBe('failed'));
  });
});

describe('startAppActors at once (the shell, tests)', () => {
  it('starts the session restore, the cookie choice and the menu in the same task', () => {
    const actors = createAppActors({ router, tabSync: quietTabs, noSessionCookie: true, assignLocation: () => {} });
    const consentStart = vi.spyOn(actors.cookieConsent, 'start');
    const menuLoad = vi.spyOn(actors.menu, 'load');
    startAppActors(actors);
    expect(actors.auth.getSnapshot().value).not.toBe('idle');
    expect(consentStart).toHaveBeenCalledTimes(1);
    expect(menuLoad).toHaveBeenCalledTimes(1);
  });
});
