import { beforeAll } from 'vitest';
import { SCREENS } from '../../src/app/screens';

/**
 * Imports the named lazily loaded screens in a hook, before the file's first test renders one: in
 * an isolated project (components-mocks) that first test otherwise spends its 5 s importing the
 * screen on a cold, busy machine (it did, beside the e2e suite: decision 0100).
 */
export function warmScreens(...names: (keyof typeof SCREENS)[]): void {
  beforeAll(async () => {
    await Promise.all(names.map((name) => SCREENS[name]()));
  }, 120_000);
}
