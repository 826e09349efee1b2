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

  it('keeps the wait messages grammatical', () => {
    expect(AUTH_MESSAGES.busy(1)).toBe('Too many sign-ins right now. Try again in 1 second.');
    expect(AUTH_MESSAGES.otpWait(30)).toBe('Please wait 30 seconds before requesting another code.');
  });
});
