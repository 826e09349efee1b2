// The API host restarts under a signed-in browser: the socket reconnects on its own and the
// notification stored around the restart reaches the member without a reload (issue 6).
// This spec runs its own API host (same built SPA), so it can stop and start it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { expect, test } from '@playwright/test';
import { submitSignIn } from './support/session';

const tsx = path.resolve('node_modules/.bin/tsx');

function startHost(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(tsx, ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => reject(new Error(`API host exited with ${code}:\n${output}`)));
  });
}

const stopHost = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null) return resolve();
  child.once('exit', () => resolve());
  child.kill('SIGTERM');
});

test('after a restart of the API host the browser reconnects by itself and the new notification arrives without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'summit-restart-'));
  const base = `http://127.0.0.1:${port}`;
  let host = await startHost(port, dataDir);
  try {
    const context = await browser.newContext({
      baseURL: base,
      storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'cookieAccepted', value: 'true' }] }] },
    });
    const page = await context.newPage();
    await page.goto('/auth');
    await submitSignIn(page, { username: 'maya', password: 'Summit-Member-2026' });
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

    await stopHost(host);
    host = await startHost(port, dataDir);
    const restartedAt = Date.now();

    const admin = await (await context.request.post('/api/auth/signin', { data: { username: 'admin', password: 'Summit-Admin-2026' } })).json();
    const sent = await context.request.post('/api/notification/announce', {
      headers: { authorization: `Bearer ${admin.access_token}` },
      data: { body: 'We are back: the Demo Day schedule is live.', audience: { all: true } },
    });
    expect(sent.status()).toBe(200);

    // No reload: the socket comes back within the 5 s backoff cap (+1 s slack), and the panel is up to date.
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 6000 });
    test.info().annotations.push({ type: 'up to date after restart', description: `${Date.now() - restartedAt} ms` });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('We are back: the Demo Day schedule is live.')).toBeVisible();
    await context.close();
  } finally {
    await stopHost(host);
  }
});
