import { loadConfig } from '../config/loadConfig';
import { openDatabase } from '../db/openDatabase';
import { seedDatabase } from './seedDatabase';
import { warmSeedPictures } from './warmSeedPictures';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
try {
  const seeded = await seedDatabase(database.db, { dataDir: config.dataDir });
  console.log(
    seeded ? '[seed] demo content written' : '[seed] the database already has content: nothing to do',
  );
  const started = Date.now();
  const pictures = await warmSeedPictures(database.db, config.dataDir);
  console.log(
    `[seed] ${pictures} pictures ready in the bucket (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  await database.close();
}
