// Starting and stopping real API hosts (server/main.ts) for the e2e suite: the runner's seed host
// and its one host per worker, and the specs' own hosts that are stopped and started under a
// signed-in browser. Every host but the seed host starts from a copy of the seeded template
// folder, so it opens a ready database instead of seeding one (decision 0100).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `node --import tsx`, one process: `node_modules/.bin/tsx` is a launcher that runs the server in a
 * child of its own, which outlived a SIGKILL of the launcher (a host that never became ready).
 */
const NODE_WITH_TSX = [process.execPath, ['--import', 'tsx']] as const;

/** The seeded data folder the runner made for this run (tests/e2e/run.ts sets it for the specs). */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';

/**
 * The test hosts believe X-Forwarded-For from loopback only, where the browsers are: each test
 * sends an address of its own (support/test.ts), as each person at a summit comes from their own
 * device, so the per-address limits of sign-in and sign-up codes apply per test, not to the whole
 * suite at once.
 */
const TEST_HOST_ENV = { TRUST_PROXY: '127.0.0.1', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' };

/** A new data folder: a copy of the run's template when there is one, else empty (the host seeds it). */
export function newDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

const START_TIMEOUT_MS = 180_000;

/** Starts server/main.ts on `port` with `dataDir`; resolves once it listens (it has migrated and seeded by then). */
export function startHost(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(NODE_WITH_TSX[0], [...NODE_WITH_TSX[1], 'server/main.ts'], {
    env: { ...process.env, ...TEST_HOST_ENV, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`API host exited with ${code}:\n${output}`));
    };
    // Seeding a fresh folder takes ~15 s when the machine is quiet; a host that never listens is stopped.
    const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts prints this line once it listens, with or without the SPA.
      if (output.includes('API docs: http')) {
        clearTimeout(timer);
        child.off('exit', onExit);
        // Later output (warnings, errors) still reaches the run's log.
        child.stdout!.removeAllListeners('data');
        child.stdout!.pipe(process.stdout);
        child.stderr!.removeAllListeners('data');
        child.stderr!.pipe(process.stderr);
        resolve(child);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', onExit);
  });
}

/** SIGTERM and wait for the exit (the host closes its database cleanly first). */
export function stopHost(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
