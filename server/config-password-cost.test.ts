// The host's scrypt factor (decision 0084): the production one unless the e2e runner lowers it
// explicitly, and never in production.
import { describe, expect, it } from 'vitest';
import { INSECURE_TEST_SCRYPT_N_ENV, loadConfig } from './config';
import { PRODUCTION_SCRYPT_N } from './lib/password';

describe('password hashing cost of the host', () => {
  it('is the production factor N = 2^17 by default, in development and in production', () => {
    expect(PRODUCTION_SCRYPT_N).toBe(131_072);
    expect(loadConfig({}).passwordScryptN).toBe(131_072);
    expect(loadConfig({ NODE_ENV: 'production' }).passwordScryptN).toBe(131_072);
    expect(loadConfig({ [INSECURE_TEST_SCRYPT_N_ENV]: '' }).passwordScryptN).toBe(131_072);
  });

  it('is lowered only when the test variable is set explicitly, outside production', () => {
    expect(loadConfig({ [INSECURE_TEST_SCRYPT_N_ENV]: '4096' }).passwordScryptN).toBe(4096);
  });

  it('refuses the test variable in production, whatever its value', () => {
    for (const value of ['4096', '131072']) {
      expect(() => loadConfig({ NODE_ENV: 'production', [INSECURE_TEST_SCRYPT_N_ENV]: value })).toThrow(/refused with NODE_ENV=production/);
    }
  });

  it('refuses a value that is not a power of two from 2^10 to the production factor', () => {
    for (const value of ['0', '1', '512', '1000', '4097', '262144', 'abc', '4096.0x', '-4096']) {
      expect(() => loadConfig({ [INSECURE_TEST_SCRYPT_N_ENV]: value }), value).toThrow(/must be a power of two/);
    }
  });
});
