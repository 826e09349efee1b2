// `npm run seed`: applies migrations and the seed to the configured database, then exits.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemoData, seedReferenceData } from './seed';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await seedReferenceData(database.db);
  if (config.seedDemo) await seedDemoData(database.db, process.env.ADMIN_PASSWORD);
  console.log('Seed applied.');
} finally {
  await database.close();
}
