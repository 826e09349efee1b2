// Unit navigation in the browser: Rohan in the unit player of "Product-Market Fit Lab". The
// model's five-unit program (machines/unit-navigation/unit-navigation.paths.ts) stands for the real
// one by position: its units 1 and 2 are the real first two, 4 and 5 the real last two, so
// each step is the same kind of move (Next, Previous, or a jump from the outline).
import { expect, type Page } from '@playwright/test';
import { PATH_PROGRAM } from '../../../machines/unit-navigation/unit-navigation.paths';
import { ROHAN, signedIn } from '../support/session';
import type { FlowAdapter } from './walk';

const PROGRAM = 'Product-Market Fit Lab';

interface World {
  page: Page;
  /** The real program's unit links, in reading order. */
  units: string[];
  /** Where the walk is: a unit of the model's program. */
  at: number;
}

/** The real unit standing for a model unit: the first ones from the front, the rest from the back. */
function realIndex(world: World, modelUnitId: number): number {
  const i = PATH_PROGRAM.findIndex((u) => u.unit_id === modelUnitId);
  return i < PATH_PROGRAM.length / 2 ? i : world.units.length - (PATH_PROGRAM.length - i);
}

const position = (page: Page, n: number, total: number) => expect(page.getByRole('article').getByText(new RegExp(`^Unit ${n} of ${total} ·`))).toBeVisible();
const link = (page: Page, name: string) => page.getByRole('article').getByRole('link', { name, exact: true });
const button = (page: Page, name: string | RegExp) => page.getByRole('article').getByRole('button', { name });

export const unitNavigationAdapter: FlowAdapter<World> = {
  flow: 'unit-navigation',
  cover: 'paths',
  async open(browser) {
    const page = await signedIn(browser, ROHAN);
    await page.goto(`/lxp?q=${encodeURIComponent(PROGRAM)}`);
    await page.getByRole('link', { name: PROGRAM }).click();
    const enrol = page.getByRole('button', { name: 'Enrol', exact: true });
    const go = page.getByRole('link', { name: /Start the first unit|Resume/ });
    await expect(enrol.or(go)).toBeVisible();
    if (await enrol.isVisible()) await enrol.click();
    await expect(go).toBeVisible();
    const units = await page.getByRole('list', { name: 'Program outline' }).locator('a[href*="/unit/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(units.length).toBeGreaterThanOrEqual(PATH_PROGRAM.length);
    return { page, units, at: PATH_PROGRAM[0]!.unit_id };
  },
  async start(world) {
    world.at = PATH_PROGRAM[0]!.unit_id;
    await world.page.goto(world.units[0]!);
  },
  close: ({ page }) => page.context().close(),
  play(event) {
    if (event.type !== 'unit.open') return `no UI for ${event.type}`;
    return async (world) => {
      const from = realIndex(world, world.at);
      const to = realIndex(world, event.unit_id as number);
      const { page } = world;
      if (to === from + 1) await link(page, 'Next →').click();
      else if (to === from - 1) await link(page, '← Previous').click();
      else await page.getByRole('navigation', { name: 'Units' }).locator(`a[href="${world.units[to]}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${world.units[to]}$`));
      world.at = event.unit_id as number;
    };
  },
  see: {
    '"first"': async ({ page, units }) => {
      await position(page, 1, units.length);
      await expect(button(page, '← Previous')).toBeDisabled();
      await expect(link(page, 'Next →')).toBeVisible();
    },
    '"middle"': async (world) => {
      await position(world.page, realIndex(world, world.at) + 1, world.units.length);
      await expect(link(world.page, '← Previous')).toBeVisible();
      await expect(link(world.page, 'Next →')).toBeVisible();
    },
    '"last"': async ({ page, units }) => {
      await position(page, units.length, units.length);
      await expect(link(page, '← Previous')).toBeVisible();
      await expect(link(page, 'Next →')).toHaveCount(0);
      await expect(button(page, /^(Mark complete|Program finished ✓)$/)).toBeVisible();
    },
  },
};
