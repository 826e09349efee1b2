import path from 'node:path';
import type { DatabaseTarget } from './db/client';
import { PRODUCTION_SCRYPT_N } from './lib/password';

/**
 * The end-to-end suite's host only (tests/e2e/run.ts sets it, decision 0084): scrypt's N for new
 * hashes, below the production factor, so ~150 sign-ins and sign-ups of the suite do not spend
 * most of its CPU on hashing. Never read in production; without it the production factor applies.
 */
export const INSECURE_TEST_SCRYPT_N_ENV = 'SUMMIT_INSECURE_TEST_SCRYPT_N';

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  database: DatabaseTarget;
  /** Built SPA to serve; null when Vite serves it (development). */
  spaDir: string | null;
  seedDemo: boolean;
  logLevel: string;
  /** Our own origin, as browsers see it (PUBLIC_ORIGIN); never read from request headers. */
  publicOrigin: string;
  /** Other origins the SPA may live on (redirect_uri allow-list, CSRF); our own is always allowed. */
  appOrigins: string[];
  /** Proxies whose X-Forwarded-* headers are believed (addresses/CIDRs); false: none. */
  trustProxy: string[] | false;
  secureCookies: boolean;
  smtpUrl?: string;
  jwtSecret?: string;
  /** scrypt's N for new password hashes: the production factor unless a test host lowers it. */
  passwordScryptN: number;
}

/** Reads the process environment once; everything else receives plain config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const production = env.NODE_ENV === 'production';
  const list = (value: string | undefined) => (value ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const publicOrigin = originOf('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN?.trim() || `http://localhost:${port}`);
  // Development: the same server on 127.0.0.1, and Vite's dev server. Production: only what is configured.
  const vitePort = env.VITE_PORT ?? 5173;
  const devOrigins = production ? [] : [`http://127.0.0.1:${port}`, `http://localhost:${vitePort}`, `http://127.0.0.1:${vitePort}`];
  const appOrigins = [...devOrigins, ...list(env.APP_ORIGINS).map((o) => originOf('APP_ORIGINS', o))];
  const proxies = list(env.TRUST_PROXY);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir,
    database: url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    spaDir: env.SERVE_SPA === 'false' ? null : path.resolve(env.SPA_DIR ?? './dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicOrigin,
    appOrigins,
    trustProxy: proxies.length > 0 ? proxies : false,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    passwordScryptN: passwordScryptN(env, production),
  };
}

/** The production factor, unless the e2e runner explicitly lowered it on a non-production host. */
function passwordScryptN(env: NodeJS.ProcessEnv, production: boolean): number {
  const raw = env[INSECURE_TEST_SCRYPT_N_ENV];
  if (raw === undefined || raw === '') return PRODUCTION_SCRYPT_N;
  if (production) throw new Error(`${INSECURE_TEST_SCRYPT_N_ENV} is for the test suite's host and is refused with NODE_ENV=production`);
  const n = Number(raw);
  // scrypt needs a power of two; 2^10 is a floor so a typo cannot make hashing free.
  if (!Number.isInteger(n) || n < 2 ** 10 || n > PRODUCTION_SCRYPT_N || (n & (n - 1)) !== 0) {
    throw new Error(`${INSECURE_TEST_SCRYPT_N_ENV} must be a power of two from 1024 to ${PRODUCTION_SCRYPT_N}, got "${raw}"`);
  }
  return n;
}

function originOf(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`${name} must list origins like https://summit.example, got "${value}"`);
}
