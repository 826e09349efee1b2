import { describe, expect, it } from 'vitest';
import { dayKey, monthWeeks } from './month';

describe('monthWeeks', () => {
  it('covers the month in whole weeks starting on Monday', () => {
    const weeks = monthWeeks(new Date(2026, 2, 15)); // March 2026 starts on a Sunday
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(dayKey(weeks[0]![0]!)).toBe('2026-02-23');
    expect(dayKey(weeks[0]![6]!)).toBe('2026-03-01');
    expect(dayKey(weeks.at(-1)!.at(-1)!)).toBe('2026-04-05');
    expect(weeks).toHaveLength(6);
  });

  it('needs only four weeks for a February that starts on Monday', () => {
    const weeks = monthWeeks(new Date(2027, 1, 1));
    expect(weeks).toHaveLength(4);
    expect(dayKey(weeks[0]![0]!)).toBe('2027-02-01');
  });
});
