// A throwaway PostgreSQL server for tests, from the machine's PostgreSQL binaries (Debian's
// `postgresql` package). Listens on 127.0.0.1 only, trusts local connections, and is deleted
// on stop. Returns null when no binaries are installed.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';

export interface TempPostgres {
  url: string;
  stop(): void;
}

function findBinDir(): string | null {
  if (process.env.TEST_PG_BIN) return process.env.TEST_PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export async function startTempPostgres(): Promise<TempPostgres | null> {
  const bin = findBinDir();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'summit-pg-'));
  // PostgreSQL refuses to run as root: run it as the package's postgres user then.
  const asRoot = userInfo().uid === 0;
  const pgUid = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  if (asRoot && pgUid !== undefined) chownSync(dir, pgUid, pgUid);
  const command = (cmd: string, args: string[]): [string, string[]] => (asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
    : [path.join(bin, cmd), args]);
  const run = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: 'pipe' });
  // Start-up without blocking the event loop: the global setup builds the PGlite templates meanwhile.
  const runAsync = (cmd: string, args: string[]) => promisify(execFile)(...command(cmd, args));
  const port = await freePort();
  const data = path.join(dir, 'data');
  await runAsync('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  await runAsync('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
