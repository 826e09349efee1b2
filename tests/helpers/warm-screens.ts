import { beforeAll } from 'vitest';
import { SCREENS } from '../../src/app/screens';

/**
 * Imports the named lazily loaded screens in a hook, before the file's first test renders one,
 * which otherwise spends its time limit importing the screen on a cold, busy machine (decisions
 * 0092, 0100). The shared components project warms every screen once per worker
 * (tests/setup/warm-screens.ts); a file of the isolated components-mocks project warms its own.
 */
export function warmScreens(...names: (keyof typeof SCREENS)[]): void {
  beforeAll(async () => {
    await Promise.all(names.map((name) => SCREENS[name]()));
  }, 120_000);
}
