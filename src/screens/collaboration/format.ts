// How the collaboration screens write dates: a deadline is a day (its end, UTC), shown as that day.
const DAY = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const deadlineDay = (iso: string) => dayFormat.format(new Date(iso));

/** "Deadline passed", "Closes today", "3 days left", with `soon` under a week. */
export function deadlineLeft(iso: string, now = Date.now()): { text: string; soon: boolean } {
  const left = Date.parse(iso) - now;
  if (left < 0) return { text: 'Deadline passed', soon: false };
  const days = Math.floor(left / DAY);
  if (days === 0) return { text: 'Closes today', soon: true };
  return { text: `${days} ${days === 1 ? 'day' : 'days'} left`, soon: days < 7 };
}

/** Today as YYYY-MM-DD (UTC), the earliest deadline the form offers. */
export const todayIso = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);
