// What each area that is still a shell will offer, shown on its page until the issue that
// builds it lands (README lists them). Kept as data so the shells stay one-liners.
import type { ScreenKey } from './route-table';

export interface AreaPlan {
  summary: string;
  coming: string[];
}

export const AREA_PLANS: Partial<Record<ScreenKey, AreaPlan>> = {
  selectRole: { summary: 'Choose which of your roles you are acting in.', coming: ['Role list', 'Switch view'] },
  adminCenter: { summary: 'Manage members, roles, privileges and menus.', coming: ['Users with search, filters and bulk actions', 'Roles and custom roles', 'Privilege matrix', 'Menu tree'] },
  communication: { summary: 'Notifications, announcements, messages and your calendar in one place.', coming: ['Live notifications', 'Chat with members', 'Announcements', 'Calendar of your events'] },
  readinessJourney: { summary: 'Your personal readiness journey, phase by phase, starting with Awakening.', coming: ['Phases and progress', 'Recommended next steps'] },
  learning: { summary: 'Learning programs organised as program, course, module and unit.', coming: ['Catalogue with search', 'Enrolment', 'Unit player with progress'] },
};
