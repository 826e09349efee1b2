// One process per embedded database folder (issue 11 #8): a second open, in this process or in
// another one (`npm run seed`, a second server), is refused with a clear message; a lock left by
// a dead process (kill -9) is taken over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { DatabaseInUseError, lockDataDir, lockFileOf } from './data-dir-lock';
import * as schema from './schema';

const folders: string[] = [];
const freshFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'summit-lock-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const inUse = (dir: string, pid: number) =>
  `The database in ${dir} is in use by another Summit Platform process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`;

/** A pid that surely belongs to no process: one of a child that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the data folder lock', () => {
  it('refuses a second holder, names the owner and lets go on release', () => {
    const dir = path.join(freshFolder(), 'pglite');
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(inUse(dir, process.pid));
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process is gone (kill -9), and an unreadable one', () => {
    const dir = path.join(freshFolder(), 'pglite');
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: deadPid(), host: 'x', since: '2026-01-01' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
    writeFileSync(lockFileOf(dir), '{"pi');
    lockDataDir(dir).release();
  });

  it('does not take over a lock of a live process, and a release does not remove someone else’s lock', () => {
    const dir = path.join(freshFolder(), 'pglite');
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(lockFileOf(dir), JSON.stringify({ pid: live.pid }));
      const err = (() => { try { lockDataDir(dir); } catch (e) { return e; } })();
      expect(err).toBeInstanceOf(DatabaseInUseError);
      expect((err as Error).message).toBe(inUse(dir, live.pid!));
      expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(live.pid);
    } finally {
      live.kill('SIGKILL');
    }
    // Ours, then replaced behind our back: our release leaves the other one alone.
    rmSync(lockFileOf(dir));
    const lock = lockDataDir(dir);
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: 4242 }));
    lock.release();
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(4242);
  });
});

describe('openDatabase on a PGlite folder', () => {
  const dataDir = path.join(freshFolder(), 'pglite');
  let first: Database;

  afterAll(async () => {
    await first?.close();
  });

  it('refuses a second open of a live folder with a clear message, and opens again after close()', async () => {
    first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(inUse(dataDir, process.pid));
    await first.close();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    first = await openDatabase({ kind: 'pglite', dataDir });
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
  });

  it('refuses `npm run seed` (another process) on the live folder with the message, and writes nothing', async () => {
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/db/seed-cli.ts'], {
      env: { ...process.env, DATA_DIR: path.dirname(dataDir), DATABASE_URL: '', SEED_DEMO: 'false' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(inUse(dataDir, process.pid));
    expect(run.stdout).not.toContain('Seed applied.');
    // The refused seed wrote nothing (it would have added the reference roles), and ours still reads.
    expect(await first.db.select().from(schema.roles)).toEqual([]);
  });
});
