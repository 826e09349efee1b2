import { availableParallelism } from 'node:os';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import Piscina from 'piscina';

// OWASP parameters for scrypt: N=2^17, r=8, p=1. Memory use is 128·N·r bytes (128 MiB),
// above Node's 32 MiB default cap, hence maxmem.
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
/** scrypt's work factor for every hash production makes. */
export const PRODUCTION_SCRYPT_N = PARAMS.N;
const KEY_LENGTH = 64;
let costN: number = PARAMS.N;

/**
 * scrypt's N for new hashes. Production never lowers it (server/main.ts sets the configured N,
 * the production one unless the e2e runner's host asks otherwise: server/config.ts, decision 0084).
 * The server test suite lowers it (tests/setup/server-password-cost.ts) because its hundreds of
 * sign-ins test flows, lockouts and limits, not the work factor; seed.test.ts restores and checks the production value.
 * Verification always uses the N stored in the hash.
 */
export function configurePasswordCost(N: number = PARAMS.N): void {
  costN = N;
}

/** Seconds a client is asked to wait (Retry-After) when the hashing queue is full. */
export const HASHING_BUSY_RETRY_SECONDS = 5;

/** Thrown when the hashing queue is full: answer fast (503) instead of stalling everyone. */
export class HashingBusyError extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

export interface PasswordPoolOptions {
  /** Worker threads that hash; default: all cores but one (at least one). */
  threads: number;
  /** Hashes that may wait for a thread on the request path before callers get HashingBusyError. */
  maxWaiting: number;
}

export const defaultPasswordPoolOptions = (): PasswordPoolOptions => {
  const threads = Math.max(1, availableParallelism() - 1);
  return { threads, maxWaiting: threads * 8 };
};

let options = defaultPasswordPoolOptions();
let pool: Piscina | null = null;

/**
 * Hashing runs in its own worker threads, never on the request path's shared libuv pool: a flood
 * of sign-ins then costs those threads (bounded) and a fast 503, not every other call's latency.
 */
export function configurePasswordPool(next: Partial<PasswordPoolOptions>): void {
  options = { ...options, ...next };
  const old = pool;
  pool = null;
  void old?.close();
}

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 30_000,
    // Bulk work (imports, seed) waits; request-path calls check `maxWaiting` themselves.
    maxQueue: Number.POSITIVE_INFINITY,
  });
  return pool;
}

/** Hashes waiting for a thread right now. */
export const hashingQueueLength = () => pool?.queueSize ?? 0;

/**
 * Refuses at once when a request-path hash could not start soon. Call it before any other work
 * of a request that will hash, so a flood is turned away for the cost of a header parse.
 */
export function assertHashingCapacity(): void {
  if (hashingBusy()) throw new HashingBusyError();
}

/** Would a request-path hash be refused right now? */
export const hashingBusy = () => hashingQueueLength() >= options.maxWaiting;

async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, interactive: boolean): Promise<Buffer> {
  const workers = thePool();
  if (interactive) assertHashingCapacity();
  const key: ArrayBuffer = await workers.run({
    password: password.normalize('NFKC'), salt: new Uint8Array(salt), keyLength: KEY_LENGTH, ...params, maxmem: PARAMS.maxmem,
  });
  return Buffer.from(key);
}

/**
 * Compared against when the account does not exist: the same scrypt work (the current N), in the
 * same queue, as a real check, so neither timing nor a busy answer tells which usernames exist.
 * It matches nothing.
 */
export const unknownAccountHash = () =>
  `scrypt$${costN}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16, 7).toString('base64')}$${Buffer.alloc(64, 9).toString('base64')}`;

export interface HashCallOptions {
  /** Request path (sign-in, sign-up, password change): refuse at once when the queue is full. */
  interactive?: boolean;
}

/** Encodes parameters with the hash, so they can be raised later without breaking old hashes. */
export async function hashPassword(password: string, { interactive = false }: HashCallOptions = {}): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...PARAMS, N: costN };
  const key = await derive(password, salt, params, interactive);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, encoded: string, { interactive = true }: HashCallOptions = {}): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, interactive);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
