import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-payloads';
import { countOf } from './wording';

describe('countOf', () => {
  it('is singular for exactly one and plural otherwise', () => {
    expect(countOf(1, 'minute')).toBe('1 minute');
    expect(countOf(0, 'minute')).toBe('0 minutes');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
    expect(countOf(1200, 'member')).toBe('1,200 members');
  });

  it('groups thousands as toLocaleString does for whole numbers', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1234567, -1234, -100, 2 ** 40]) {
      expect(countOf(n, 'x')).toBe(`${n.toLocaleString('en')} x${n === 1 ? '' : 's'}`);
    }
    expect(countOf(1234.5, 'hour')).toBe('1,234.5 hours');
  });

  it('keeps the wait messages grammatical', () => {
    expect(AUTH_MESSAGES.busy(1)).toBe('Too many sign-ins right now. Try again in 1 second.');
    expect(AUTH_MESSAGES.otpWait(30)).toBe('Please wait 30 seconds before requesting another code.');
  });
});
