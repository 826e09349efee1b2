// The end-to-end step of `npm test`: real Chromium against the real API host.
// 1. find Chromium (loudly fail with install instructions when it is missing),
// 2. build the SPA and hold its critical path to bench/budget.json, 3. start server/main.ts on a free port with a fresh data folder,
// 4. run Playwright, 5. stop the server and remove the folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { checkBudget, kb, manifestPath, total } from '../../bench/budget';
import { INSECURE_TEST_SCRYPT_N_ENV } from '../../server/config';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name: string) => path.resolve('node_modules/.bin', name);

function report(message: string) {
  const line = '!'.repeat(78);
  console.error(`\n${line}\n${message}\n${line}\n`);
}

function fail(message: string): never {
  report(message);
  process.exit(1);
}

if (!existsSync(chromium)) {
  fail([
    `E2E: Chromium was not found at ${chromium}. The end-to-end suite did NOT run.`,
    'Install it with:   sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at a Chromium/Chrome binary. (.ci/run installs it for you.)',
  ].join('\n'));
}
const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`E2E: running in ${version || 'Chromium'} (${chromium})`);

// `npm test` builds dist beside the unit tests, on the core they leave idle, and passes `--built`
// (decision 0092): that build is this run's, so it is served without building again, and its
// budget is checked as after a build here. The flag is the runner's, not Playwright's.
const built = process.argv.includes('--built');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--built');

if (process.env.E2E_SKIP_BUILD !== '1' && !built) {
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn', '--manifest'], { stdio: 'inherit' });
  if (build.status !== 0) fail('E2E: the SPA build failed.');
}

// The guest path's budget (issue 18, decision 0064), from the build the suite is about to serve.
// `npm test` always builds, so it always checks; a run on a prebuilt folder checks it when it can.
const spaDir = path.resolve(process.env.E2E_SKIP_BUILD === '1' ? process.env.SPA_DIR ?? 'dist' : 'dist');
if (process.env.E2E_SKIP_BUILD !== '1' || existsSync(manifestPath(spaDir))) {
  const { path: critical, failures } = checkBudget(spaDir);
  if (failures.length > 0) fail(['E2E: the critical path of / is over its budget (bench/budget.json):', ...failures].join('\n'));
  console.log(`E2E: critical path of / within budget: JS ${kb(total(critical.js))}, CSS ${kb(total(critical.css))} gzip`);
} else {
  console.log(`E2E: ${spaDir} has no build manifest; the critical-path budget was not checked (npm test builds and checks it).`);
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Thrown, not exited: the caller's finally stops the host (process.exit would leave it running).
    if (server.exitCode !== null) throw new Error(`E2E: the API host exited early with code ${server.exitCode}.`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`E2E: the API host did not become healthy within ${timeoutMs / 1000} s.`);
}

// The suite signs in and up ~150 times and imports members with passwords: at the production
// scrypt factor (~0.3-0.5 s of a core each, beside two browsers on 2 cores) hashing was a large
// share of its time. Its throwaway hosts (this one, and the specs' own hosts, which inherit the
// variable through Playwright) hash at the server suite's factor instead; the variable is refused
// in production and unset means the production factor (server/config.ts, decision 0084).
const testScrypt = { [INSECURE_TEST_SCRYPT_N_ENV]: String(2 ** 12) };

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'summit-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(bin('tsx'), ['server/main.ts'], {
  env: { ...process.env, ...testScrypt, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let code: number;
try {
  // A fresh data folder is seeded first (~20 s here when quiet; more when the machine is busy).
  await waitForHealth(baseUrl, server, 180_000);
  const run = spawnSync(bin('playwright'), ['test', ...playwrightArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...testScrypt, E2E_BASE_URL: baseUrl },
  });
  code = run.status ?? 1;
} catch (error) {
  report(error instanceof Error ? error.message : String(error));
  code = 1;
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
