// The month grid of the calendar: whole weeks (Monday first) covering a month, as local dates.

export const WEEKDAYS = [
  { short: 'Mon', long: 'Monday' }, { short: 'Tue', long: 'Tuesday' }, { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' }, { short: 'Fri', long: 'Friday' }, { short: 'Sat', long: 'Saturday' }, { short: 'Sun', long: 'Sunday' },
] as const;

/** YYYY-MM-DD of a local date. */
export const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

export const startOfMonth = (d: Date) => new Date(d.getFullYear(), d.getMonth(), 1);

export const addMonths = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth() + n, 1);

/** Weeks of seven days from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthWeeks(month: Date): Date[][] {
  const first = startOfMonth(month);
  const offset = (first.getDay() + 6) % 7; // Monday = 0
  const start = addDays(first, -offset);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  const weeks: Date[][] = [];
  for (let day = start; day <= last || weeks.length === 0 || weeks.at(-1)!.length < 7; ) {
    if (weeks.length === 0 || weeks.at(-1)!.length === 7) {
      if (day > last) break;
      weeks.push([]);
    }
    weeks.at(-1)!.push(day);
    day = addDays(day, 1);
  }
  return weeks;
}
