// Starting PGlite from nothing runs initdb and every migration (about 4 s on this machine);
// loading a dumped data folder takes under 1 s. The server suite opens dozens of databases,
// so its global setup builds two templates once per run and every test database starts from
// one of them: "reference" (migrated, reference data) and "demo" (plus the full demo seed).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { seedDemoData, seedReferenceData } from '../../server/db/seed';
import { configurePasswordCost, configurePasswordPool } from '../../server/lib/password';
import { TEST_SCRYPT_N } from './server-password-cost';

export interface PgliteTemplates {
  reference: string;
  demo: string;
}

export async function buildPgliteTemplates(): Promise<PgliteTemplates> {
  configurePasswordCost(TEST_SCRYPT_N); // the demo accounts' hashes, like every hash the suite makes
  const dir = mkdtempSync(path.join(tmpdir(), 'summit-pglite-templates-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await seedReferenceData(database.db);
    const reference = path.join(dir, 'reference.tar');
    writeFileSync(reference, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await seedDemoData(database.db);
    const demo = path.join(dir, 'demo.tar');
    writeFileSync(demo, Buffer.from(await (await database.dump!()).arrayBuffer()));
    return { reference, demo };
  } finally {
    await database.close();
    configurePasswordPool({}); // closes the hashing threads this process started
  }
}
