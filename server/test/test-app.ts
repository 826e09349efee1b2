// A real API host on an in-memory PGlite database, for app.inject tests.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { SUMMIT_TENANT_ID } from '../../contracts';
import { buildApp } from '../app';
import { defaultAuthSettings, type AuthSettings } from '../auth/settings';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { seedReferenceData } from '../db/seed';

export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root"></div><!-- summit-spa --></body></html>';

/** A throwaway folder holding a minimal built SPA. */
export function makeSpaDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'summit-spa-'));
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  return dir;
}

export interface TestAppOptions {
  spaDir?: string | null;
  /** Routes a test adds before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  auth?: Partial<AuthSettings>;
  /** Upload folder; default a fresh temporary folder. */
  uploadsDir?: string;
  /** Start with the full demo seed (`seedDemoData` with the demo passwords) already in place. */
  demo?: boolean;
}

/**
 * A fresh in-memory database, migrated and with reference data (plus the demo seed when asked),
 * loaded from the template the server suite's global setup dumped (tests/setup/pglite-templates.ts).
 */
export async function openTestDatabase(template: 'reference' | 'demo' = 'reference'): Promise<Database> {
  const file = inject('pgliteTemplates')?.[template];
  if (!file) throw new Error('No PGlite template: run the server tests through vitest (tests/setup/server-global.ts).');
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([readFileSync(file)]) });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = await openTestDatabase(options.demo ? 'demo' : 'reference');
  await seedReferenceData(database.db); // idempotent: a no-op on the template, here for tests that change reference code
  const app = await buildApp({
    database,
    spaDir: options.spaDir ?? makeSpaDir(),
    uploadsDir: options.uploadsDir ?? mkdtempSync(path.join(tmpdir(), 'summit-uploads-')),
    // Tests create many members from one address: per-address caps are tested where they are set.
    auth: { exposeOutbox: true, rateLimitPerMinute: 10_000, otp: { ...defaultAuthSettings().otp, maxPerIpPerHour: 10_000 }, ...options.auth },
  }, { logger: false });
  options.extend?.(app);
  await app.ready();
  return app;
}

/** A clock tests move by hand (OTP expiry, lockouts, refresh-token grace). */
export function fakeClock(start = Date.parse('2026-11-22T10:00:00Z')) {
  let t = start;
  return { now: () => t, advance: (ms: number) => { t += ms; } };
}

/** The refresh cookie a response set, as a Cookie header value. */
export function refreshCookieOf(res: { headers: Record<string, unknown> }, name = 'summit_refresh'): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = list.map(String).find((c) => c.startsWith(`${name}=`));
  const value = found?.split(';')[0];
  return value && value !== `${name}=` ? value : undefined;
}

/** The newest code mailed to an address, read from the development outbox. */
export async function codeFor(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  const [mail] = res.json() as { text: string }[];
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/**
 * An access token of a new live session of this member (created without a password when
 * missing): for tests that need a token but do not test sign-in. Tokens need a live session.
 */
export async function sessionToken(app: FastifyInstance, username: string): Promise<{ token: string; userId: number; sessionId: string }> {
  await app.db.insert(users).values({ username, email: `${username}@example.org`, firstName: username, emailVerified: true }).onConflictDoNothing();
  const user = await app.auth.users.byLogin(username);
  if (!user) throw new Error(`no member ${username}`);
  const { sessionId } = await app.auth.sessions.create(user.userId, { tenantId: SUMMIT_TENANT_ID });
  const { access_token } = await app.auth.profileFor(user, sessionId, SUMMIT_TENANT_ID);
  return { token: access_token, userId: user.userId, sessionId };
}
