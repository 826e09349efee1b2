// What each area that is still a shell will offer, shown on its page until the issue that
// builds it lands (README lists them). Kept as data so the shells stay one-liners.
import type { ScreenKey } from './route-table';

export interface AreaPlan {
  summary: string;
  coming: string[];
}

// Every area of SPEC §2 is built; a route that still reaches ShellScreen shows only its title.
export const AREA_PLANS: Partial<Record<ScreenKey, AreaPlan>> = {};
