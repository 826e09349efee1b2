// "What's on" for visitors: the summit's recurring formats, each with its next date computed
// from today, so the list is always true without an events API (issue 5; see decision 0013).
import type { EventSummary } from '../components/EventList/EventList';

interface Recurring {
  id: string;
  title: string;
  category: string;
  where: string;
  text: string;
  to: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Which occurrence in the month (1–4), or 'weekly'. */
  nth: number | 'weekly';
  hour: number;
  minute: number;
}

export const RECURRING_FORMATS: Recurring[] = [
  { id: 'founder-fridays', title: 'Founder Fridays: open office hours', category: 'Mentoring', where: 'Online', text: 'Bring one question; leave with a next step from a mentor who has been there.', to: '/web/events-programs', weekday: 5, nth: 'weekly', hour: 16, minute: 0 },
  { id: 'pitch-night', title: 'Pitch Night: five startups, one jury', category: 'Competition', where: 'Summit Hall & online', text: 'Five-minute pitches, live feedback from investors, and a people’s choice award.', to: '/web/startups', weekday: 4, nth: 1, hour: 18, minute: 30 },
  { id: 'investor-connect', title: 'Investor Connect roundtable', category: 'Networking', where: 'Summit Hall', text: 'Small tables of founders and investors by sector. Ten seats per table.', to: '/web/network', weekday: 3, nth: 3, hour: 17, minute: 0 },
  { id: 'idea-to-mvp', title: 'Idea to MVP bootcamp: cohort intake', category: 'Program', where: 'Online', text: 'Six weeks from problem interviews to a first working product.', to: '/web/toolkits', weekday: 1, nth: 2, hour: 10, minute: 0 },
];

function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number, hour: number, minute: number): Date {
  const first = new Date(year, month, 1, hour, minute);
  const offset = (weekday - first.getDay() + 7) % 7;
  return new Date(year, month, 1 + offset + (nth - 1) * 7, hour, minute);
}

/** The next start of a recurring format strictly after `now`. */
export function nextOccurrence(f: Pick<Recurring, 'weekday' | 'nth' | 'hour' | 'minute'>, now: Date): Date {
  if (f.nth === 'weekly') {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate(), f.hour, f.minute);
    d.setDate(d.getDate() + ((f.weekday - d.getDay() + 7) % 7));
    if (d <= now) d.setDate(d.getDate() + 7);
    return d;
  }
  for (let i = 0; i < 3; i += 1) {
    const d = nthWeekdayOfMonth(now.getFullYear(), now.getMonth() + i, f.weekday, f.nth, f.hour, f.minute);
    if (d > now) return d;
  }
  return nthWeekdayOfMonth(now.getFullYear(), now.getMonth() + 3, f.weekday, f.nth, f.hour, f.minute);
}

/** The next `count` dates of the recurring formats, soonest first. */
export function whatsOn(now: Date = new Date(), count = 3): EventSummary[] {
  return RECURRING_FORMATS
    .map((f) => ({ id: f.id, title: f.title, category: f.category, where: f.where, text: f.text, to: f.to, start: nextOccurrence(f, now).toISOString() }))
    // ISO instants in UTC order as plain strings; localeCompare would build ICU's collator first (decision 0068).
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .slice(0, count);
}
