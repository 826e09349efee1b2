// Relative time of SPEC §9, with dayjs. Past dates read "5 minutes ago", "3 days ago", …;
// older than a year (525600 minutes) they read "YYYY MMM". Future dates read
// "Starts in N minutes" (under 60; "1 minute" in the singular), "Starts in N hours" (under 1440), "Starts in N days"
// (under 43200), then "Starts on MMM D", with the year added beyond 525600 minutes.
import dayjs, { type ConfigType } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { countOf, RELATIVE_TIME_MINUTES as M } from '../../contracts';

dayjs.extend(relativeTime);

export function formatRelativeTime(date: ConfigType, now: ConfigType = new Date()): string {
  const when = dayjs(date);
  const at = dayjs(now);
  if (!when.isValid()) return '';
  if (!when.isAfter(at)) {
    return at.diff(when, 'minute') > M.year ? when.format('YYYY MMM') : when.from(at);
  }
  const minutes = when.diff(at, 'minute');
  // Counted words stay grammatical: "Starts in 1 minute", "Starts in 2 hours" (issue 16).
  if (minutes < 1) return 'Starts in less than a minute';
  if (minutes < M.hour) return `Starts in ${countOf(minutes, 'minute')}`;
  if (minutes < M.day) return `Starts in ${countOf(Math.floor(minutes / M.hour), 'hour')}`;
  if (minutes < M.month) return `Starts in ${countOf(Math.floor(minutes / M.day), 'day')}`;
  return minutes > M.year ? `Starts on ${when.format('MMM D, YYYY')}` : `Starts on ${when.format('MMM D')}`;
}
