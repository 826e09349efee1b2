// Event dates as the attendee needs them: in the event's own time zone, with the zone named.

const format = (iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) => {
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(new Date(iso));
  }
};

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: false };

/** "Tue 8 Dec 2026, 09:00–17:00 (Europe/Berlin)"; across days: "Tue 8 Dec 2026, 09:00 – Wed 9 Dec 2026, 17:00 (…)". */
export function eventWhen(startsAt: string, endsAt: string, timeZone: string): string {
  const startDay = format(startsAt, timeZone, DAY);
  const endDay = format(endsAt, timeZone, DAY);
  const start = `${startDay}, ${format(startsAt, timeZone, TIME)}`;
  const zone = `(${timeZone.replace(/_/g, ' ')})`;
  if (startDay === endDay) return `${start}–${format(endsAt, timeZone, TIME)} ${zone}`;
  return `${start} – ${endDay}, ${format(endsAt, timeZone, TIME)} ${zone}`;
}

/** Day and month for a date badge ("8", "Dec"), in the event's zone. */
export function eventDay(iso: string, timeZone: string): { day: string; month: string } {
  return { day: format(iso, timeZone, { day: 'numeric' }), month: format(iso, timeZone, { month: 'short' }) };
}

/** "December 2026": the heading of a calendar month, in the event's zone. */
export const eventMonth = (iso: string, timeZone: string) => format(iso, timeZone, { month: 'long', year: 'numeric' });

/** "Tue 8 Dec, 09:00" for compact lists. */
export const eventStart = (iso: string, timeZone: string) => format(iso, timeZone, { weekday: 'short', day: 'numeric', month: 'short', ...TIME });
