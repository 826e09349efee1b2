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

// ---------------------------------------------------------------- the event editor's date inputs

/** Zones the event editor offers first (any IANA name the runtime knows is accepted). */
export const COMMON_TIME_ZONES = [
  'UTC', 'Europe/London', 'Europe/Lisbon', 'Europe/Berlin', 'Europe/Paris', 'Europe/Madrid', 'Europe/Amsterdam', 'Europe/Stockholm',
  'Europe/Warsaw', 'Europe/Athens', 'Europe/Istanbul', 'Africa/Lagos', 'Africa/Nairobi', 'Asia/Dubai', 'Asia/Kolkata', 'Asia/Singapore',
  'Asia/Shanghai', 'Asia/Tokyo', 'Australia/Sydney', 'Pacific/Auckland', 'America/Sao_Paulo', 'America/New_York', 'America/Chicago',
  'America/Denver', 'America/Los_Angeles',
] as const;

/** The browser's own zone ('UTC' when it does not say). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes the zone is ahead of UTC at this instant. */
function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * A datetime-local value ("2026-12-08T09:00") read as wall time in `timeZone`, as ISO 8601 with that
 * zone's offset then ("2026-12-08T09:00:00+01:00"). A wall time skipped by a DST change moves
 * forward with the clock; a repeated one is read as the second (standard time) pass. null: not a date.
 */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s ?? 0);
  const first = zoneOffsetMinutes(wall, timeZone);
  const instant = wall - zoneOffsetMinutes(wall - first * 60_000, timeZone) * 60_000;
  const real = zoneOffsetMinutes(instant, timeZone);
  const local = new Date(instant + real * 60_000);
  const sign = real < 0 ? '-' : '+';
  const abs = Math.abs(real);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as a datetime-local value in `timeZone` ("2026-12-08T09:00"); '' for none. */
export function isoToZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + zoneOffsetMinutes(ms, timeZone) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
