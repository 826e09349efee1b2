import path from 'node:path';
import type { DatabaseTarget } from './db/client';

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
  };
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
