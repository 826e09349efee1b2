// One process per embedded database folder (decision 0017). PGlite has no lock of its own: a
// second server or `npm run seed` on a live folder writes the same files and loses acknowledged
// writes. The lock is a file beside the folder holding the owner's pid, created atomically
// (a hard link of a fully written file, so nobody ever reads half a lock). A lock whose pid is
// not alive (kill -9, power loss) is stale and taken over.
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DatabaseInUseError extends Error {
  readonly code = 'DATABASE_IN_USE';
  constructor(readonly dataDir: string, readonly pid: number) {
    super(`The database in ${dataDir} is in use by another Summit Platform process (pid ${pid}). `
      + 'Stop it first, or set DATA_DIR to another folder.');
    this.name = 'DatabaseInUseError';
  }
}

export interface DataDirLock {
  /** The lock file, beside the data folder. */
  file: string;
  /** Removes the lock if it is still ours. Idempotent; also runs on process exit. */
  release(): void;
}

/** Lock files this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

function readOwner(file: string): { raw: string; pid: number | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const pid = (JSON.parse(raw) as { pid?: unknown }).pid;
    return { raw, pid: Number.isInteger(pid) && (pid as number) > 0 ? (pid as number) : null };
  } catch {
    return { raw, pid: null }; // unreadable: nobody can prove they own it
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/** Removes a stale lock only if it is still the one judged stale (not a fresh one taken meanwhile). */
function removeStale(file: string, staleRaw: string) {
  const aside = `${file}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it
    throw err;
  }
  let movedRaw = '';
  try {
    movedRaw = readFileSync(aside, 'utf8');
  } catch { /* gone: nothing to restore */ }
  if (movedRaw && movedRaw !== staleRaw) {
    // Another process took the lock over between our read and the rename: put theirs back.
    try { linkSync(aside, file); } catch { /* a third one got in; it will be refused or refuse */ }
  }
  try { unlinkSync(aside); } catch { /* already gone */ }
}

/**
 * Takes the lock of a database folder or throws DatabaseInUseError naming the live owner.
 * Released by `release()` and, as a safety net, when the process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  if (held.has(file)) throw new DatabaseInUseError(dataDir, process.pid);
  const content = `${JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() })}\n`;
  const draft = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  writeFileSync(draft, content);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file); // atomic: fails with EEXIST when someone holds it
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const owner = readOwner(file);
      if (!owner) continue; // released meanwhile: try again
      // Our own pid in a lock we do not hold is a previous life of this process slot
      // (a container restarts as pid 1 again): stale like any dead pid.
      if (owner.pid !== null && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DatabaseInUseError(dataDir, owner.pid);
      }
      if (attempt >= 5) throw new DatabaseInUseError(dataDir, owner.pid ?? 0);
      removeStale(file, owner.raw);
    }
  } finally {
    try { unlinkSync(draft); } catch { /* already gone */ }
  }

  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8') === content) unlinkSync(file);
    } catch { /* already gone */ }
  };
  process.on('exit', release);
  return { file, release };
}
