import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const minutesFrom = (m: number) => new Date(now.getTime() + m * 60_000);

describe('formatRelativeTime (SPEC §9)', () => {
  it.each([
    [1, 'Starts in 1 minute'],
    [2, 'Starts in 2 minutes'],
    [59, 'Starts in 59 minutes'],
    [60, 'Starts in 1 hour'],
    [120, 'Starts in 2 hours'],
    [1439, 'Starts in 23 hours'],
    [1440, 'Starts in 1 day'],
    [2880, 'Starts in 2 days'],
    [43199, 'Starts in 29 days'],
  ])('future, %i minutes ahead: %s', (m, text) => {
    expect(formatRelativeTime(minutesFrom(m), now)).toBe(text);
  });

  it('under a minute ahead says so instead of "0 minutes"', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 30_000), now)).toBe('Starts in less than a minute');
  });

  it('counts whole minutes: 59 min 59 s ahead is still minutes', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 59 * 60_000 + 59_000), now)).toBe('Starts in 59 minutes');
  });

  it('from 43200 minutes shows the date, without the year up to 525600 minutes', () => {
    expect(formatRelativeTime(minutesFrom(43200), now)).toMatch(/^Starts on [A-Z][a-z]{2} \d{1,2}$/);
    expect(formatRelativeTime(minutesFrom(43200), now)).toBe(`Starts on ${'Apr 9'}`);
    expect(formatRelativeTime(minutesFrom(525599), now)).toMatch(/^Starts on Mar \d{1,2}$/);
    expect(formatRelativeTime(minutesFrom(525600), now)).toMatch(/^Starts on Mar \d{1,2}$/);
  });

  it('beyond 525600 minutes adds the year', () => {
    expect(formatRelativeTime(minutesFrom(525601), now)).toMatch(/^Starts on Mar \d{1,2}, 2027$/);
    expect(formatRelativeTime(minutesFrom(2 * 525600), now)).toMatch(/, 2028$/);
  });

  it.each([
    [0, 'a few seconds ago'],
    [5, '5 minutes ago'],
    [59, 'an hour ago'],
    [60, 'an hour ago'],
    [1439, 'a day ago'],
    [1440, 'a day ago'],
    [3 * 1440, '3 days ago'],
    [43199, 'a month ago'],
    [43200, 'a month ago'],
    [525599, 'a year ago'],
    [525600, 'a year ago'],
  ])('past, %i minutes ago: relative wording "%s"', (m, text) => {
    expect(formatRelativeTime(minutesFrom(-m), now)).toBe(text);
  });

  it('past dates older than 525600 minutes show YYYY MMM', () => {
    expect(formatRelativeTime(minutesFrom(-525601), now)).toBe('2025 Mar');
    expect(formatRelativeTime(new Date('2019-07-04T00:00:00Z'), now)).toBe('2019 Jul');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
