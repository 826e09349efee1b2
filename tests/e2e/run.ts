// The end-to-end step of `npm test`: real Chromium against the real API host.
// 1. find Chromium (loudly fail with install instructions when it is missing),
// 2. build the SPA and, meanwhile, seed one data folder with server/main.ts and stop it,
// 3. hold the build's critical path to bench/budget.json, 4. start one host per Playwright worker,
// each on a copy of the seeded folder (decision 0100), 5. run Playwright, 6. stop the hosts and
// remove the folders.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../support/chromium';
import { freePort } from '../support/free-port';
import { newDataDir, startHost, stopHost, TEMPLATE_ENV } from './support/hosts';
import { checkBudget, kb, manifestPath, total } from '../../bench/budget';
import { INSECURE_TEST_SCRYPT_N_ENV } from '../../server/config';

const bin = (name: string) => path.resolve('node_modules/.bin', name);

function report(message: string) {
  const line = '!'.repeat(78);
  console.error(`\n${line}\n${message}\n${line}\n`);
}

if (!existsSync(CHROMIUM_PATH)) {
  report([
    `E2E: Chromium was not found at ${CHROMIUM_PATH}. The end-to-end suite did NOT run.`,
    'Install it with:   sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
    'or point CHROMIUM_PATH at a Chromium/Chrome binary. (.ci/run installs it for you.)',
  ].join('\n'));
  process.exit(1);
}
const version = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`E2E: running in ${version || 'Chromium'} (${CHROMIUM_PATH})`);

// `--built`: dist is this run's build already (built by the caller), so it is served without
// building again, and its budget is checked as after a build here. The flag is the runner's, not
// Playwright's.
const built = process.argv.includes('--built');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--built');

// The suite signs in and up ~150 times and imports members with passwords: at the production
// scrypt factor (~0.3-0.5 s of a core each, beside two browsers on 2 cores) hashing was a large
// share of its time. Its throwaway hosts (these, and the specs' own hosts, which inherit the
// variable through Playwright) hash at the server suite's factor instead; the variable is refused
// in production and unset means the production factor (server/config.ts, decision 0084).
process.env[INSECURE_TEST_SCRYPT_N_ENV] = String(2 ** 12);

function buildSpa(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1' || built) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const build = spawn(bin('vite'), ['build', '--logLevel', 'warn', '--manifest'], { stdio: 'inherit' });
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('E2E: the SPA build failed.'))));
  });
}

/** The guest path's budget (issue 18, decision 0064), from the build the suite is about to serve. */
function checkGuestBudget() {
  // `npm test` always builds, so it always checks; a run on a prebuilt folder checks it when it can.
  const spaDir = path.resolve(process.env.E2E_SKIP_BUILD === '1' ? process.env.SPA_DIR ?? 'dist' : 'dist');
  if (process.env.E2E_SKIP_BUILD === '1' && !existsSync(manifestPath(spaDir))) {
    console.log(`E2E: ${spaDir} has no build manifest; the critical-path budget was not checked (npm test builds and checks it).`);
    return;
  }
  const { path: critical, failures } = checkBudget(spaDir);
  if (failures.length > 0) throw new Error(['E2E: the critical path of / is over its budget (bench/budget.json):', ...failures].join('\n'));
  console.log(`E2E: critical path of / within budget: JS ${kb(total(critical.js))}, CSS ${kb(total(critical.css))} gzip`);
}

// Two browsers and the hosts share the machine's cores; more workers than cores only queue.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const folders: string[] = [];
const hosts: ChildProcess[] = [];

/**
 * The template: a fresh folder seeded by the real host (~10 s here when quiet), then stopped so its
 * database is closed cleanly before it is copied. It serves no pages, so it needs no build.
 */
async function seedTemplate(): Promise<string> {
  const template = mkdtempSync(path.join(tmpdir(), 'summit-e2e-template-'));
  folders.push(template);
  const seeder = await startHost(await freePort(), template, { SERVE_SPA: 'false' });
  await stopHost(seeder);
  return template;
}

let code: number;
const started = Date.now();
const seeding = seedTemplate();
seeding.catch(() => undefined); // awaited below, after the build (or in `finally` when the build fails)
try {
  await buildSpa();
  checkGuestBudget();
  process.env[TEMPLATE_ENV] = await seeding;
  const urls = await Promise.all(Array.from({ length: workers }, async () => {
    const port = await freePort();
    const dir = newDataDir('summit-e2e-');
    folders.push(dir);
    hosts.push(await startHost(port, dir));
    return `http://127.0.0.1:${port}`;
  }));
  console.log(`E2E: built, seeded and started ${workers} hosts on copies in ${((Date.now() - started) / 1000).toFixed(1)} s: ${urls.join(' ')}`);
  const run = spawnSync(bin('playwright'), ['test', ...playwrightArgs], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URLS: urls.join(','), E2E_WORKERS: String(workers) },
  });
  code = run.status ?? 1;
} catch (error) {
  report(error instanceof Error ? error.message : String(error));
  code = 1;
} finally {
  await seeding.catch(() => undefined); // the seeding host has stopped (or failed) before its folder goes
  await Promise.all(hosts.map(stopHost));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
