// Server tests hash with a low scrypt work factor (see configurePasswordCost): they sign in
// hundreds of times to test flows and limits, and the production factor (N = 2^17, ~0.3 s per
// hash per core) would make hashing most of the suite's time. seed.test.ts checks production N.
import { configurePasswordCost } from '../../server/lib/password';

export const TEST_SCRYPT_N = 2 ** 12;
configurePasswordCost(TEST_SCRYPT_N);
