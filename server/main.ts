// The API host process: config, database, seed, listen, and a graceful stop.
import path from 'node:path';
import { loadConfig } from './config';
import { DatabaseInUseError, openDatabase } from './db/client';
import { analyzeEmbedded } from './db/analyze';
import { seedDemoData, seedReferenceData } from './db/seed';
import { seedDemoLibrary } from './db/seed-member-home';
import { buildApp } from './app';
import { configurePasswordCost, PRODUCTION_SCRYPT_N } from './lib/password';

const config = loadConfig();
// The production factor, unless the e2e runner's host lowered it (refused in production, decision 0084).
configurePasswordCost(config.passwordScryptN);
if (config.passwordScryptN !== PRODUCTION_SCRYPT_N) {
  console.warn(`\n  !! Test host: new password hashes use scrypt N=${config.passwordScryptN}, not ${PRODUCTION_SCRYPT_N} (SUMMIT_INSECURE_TEST_SCRYPT_N).\n`);
}
const database = await openDatabase(config.database).catch((err: unknown) => {
  // Another server or `npm run seed` owns the embedded database: say so plainly, no stack.
  if (err instanceof DatabaseInUseError) {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  }
  throw err;
});
await seedReferenceData(database.db);
if (config.seedDemo) await seedDemoData(database.db, process.env.ADMIN_PASSWORD);
if (config.seedDemo) await seedDemoLibrary(database.db, path.join(config.dataDir, 'uploads')); // files on disk: needs the uploads folder
// PGlite has no autovacuum: the planner's statistics are gathered here or never (decision 0087).
await analyzeEmbedded(database);

const server = await buildApp(
  {
    database,
    spaDir: config.spaDir,
    smtpUrl: config.smtpUrl,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    auth: {
      publicOrigin: config.publicOrigin,
      allowedOrigins: config.appOrigins,
      secureCookies: config.secureCookies,
      exposeOutbox: !config.production && !config.smtpUrl,
      ...(config.jwtSecret ? { jwtSecret: config.jwtSecret } : {}),
    },
  },
  { logger: { level: config.logLevel }, forceCloseConnections: 'idle', trustProxy: config.trustProxy },
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  server.log.info(`${signal} received, closing`);
  const timer = setTimeout(() => {
    server.log.error('graceful close took longer than 10 s, exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    server.log.error(err);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await server.listen({ port: config.port, host: config.host });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const where = config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
const pages = config.spaDir ? `Summit Platform is running at http://localhost:${port}/` : `API host on http://localhost:${port}/ (pages come from Vite)`;
console.log(`\n  ${pages}\n  API docs: http://localhost:${port}/docs · database: ${where}\n`);
