// iCalendar (RFC 5545) for one event and for a member's subscription feed, generated with
// ical-generator (docs/decisions/0021): UID, DTSTAMP, and DTSTART/DTEND with TZID backed by a
// VTIMEZONE component for each zone used (@touch4it/ical-timezones), which Google Calendar,
// Outlook and Apple Calendar read.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { EventRow } from './seats';

export interface CalendarEntry {
  event: EventRow;
  /** The member's status, for the feed ('waitlisted' events are marked tentative). */
  status?: string;
}

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant as wall-clock time in the event's zone: ical-generator writes it after TZID=. */
const inZone = (at: string, zone: string) => dayjs(at).tz(zone);

const uidOf = (eventId: number, host: string) => `event-${eventId}@${host}`;

/**
 * RFC 5545 TEXT (3.3.11) for the calendar's name: ical-generator escapes and folds the event's
 * properties, but writes NAME and X-WR-CALNAME as given, so an organiser's line break in a title
 * started new lines of the file (a second, fake event). Escaped here; folding stays the library's.
 */
const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** A VCALENDAR holding these events; `host` names the UID domain and the links. */
export function calendarOf(entries: CalendarEntry[], origin: string, name: string): string {
  const host = new URL(origin).host || 'summit.example';
  const calendar = ical({ name: icsText(name), prodId: { company: 'Summit Platform', product: 'Events', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  calendar.timezone({ name: null, generator: (tz: string) => getVtimezoneComponent(tz) ?? null });
  for (const { event, status } of entries) {
    const location = event.format === 'online'
      ? event.onlineUrl ?? 'Online'
      : [event.venue, event.address].filter(Boolean).join(', ') || null;
    calendar.createEvent({
      id: uidOf(event.eventId, host),
      start: inZone(event.startsAt, event.timeZone),
      end: inZone(event.endsAt, event.timeZone),
      timezone: event.timeZone,
      stamp: new Date(),
      lastModified: event.modifiedAt ?? event.createdAt,
      summary: event.title,
      description: [event.summary, event.onlineUrl ? `Join online: ${event.onlineUrl}` : ''].filter(Boolean).join('\n\n') || null,
      location,
      url: `${origin}/${event.kind === 'competition' ? 'competitions' : 'events'}/${event.eventId}`,
      status: status === 'waitlisted' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      categories: event.tags.map((t) => ({ name: t })),
    });
  }
  return calendar.toString();
}
