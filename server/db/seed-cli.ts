// `npm run seed`: applies migrations and the seed to the configured database, then exits.
import { loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from './client';
import { seedDemoData, seedReferenceData } from './seed';

const config = loadConfig();
const database = await openDatabase(config.database).catch((err: unknown) => {
  if (err instanceof DatabaseInUseError) {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  }
  throw err;
});
try {
  await seedReferenceData(database.db);
  if (config.seedDemo) await seedDemoData(database.db, process.env.ADMIN_PASSWORD);
  console.log('Seed applied.');
} finally {
  await database.close();
}
