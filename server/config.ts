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
  /** Other origins the SPA may live on (redirect_uri allow-list, CSRF); our own is always allowed. */
  appOrigins: string[];
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
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    dataDir,
    database: url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    spaDir: env.SERVE_SPA === 'false' ? null : path.resolve(env.SPA_DIR ?? './dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    appOrigins: (env.APP_ORIGINS ?? `http://localhost:${env.VITE_PORT ?? 5173},http://127.0.0.1:${env.VITE_PORT ?? 5173}`)
      .split(',').map((o) => o.trim()).filter(Boolean),
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
  };
}
