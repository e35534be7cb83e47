import { loadConfig } from '../config/loadConfig';
import { bumpContentEpoch } from '../content/contentEpoch';
import { openDatabase } from '../db/openDatabase';
import { seedDatabase } from './seedDatabase';
import { warmSeedPictures, warmWorkPyramids } from './warmSeedPictures';

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
  const tiles = await warmWorkPyramids(database.db, config.dataDir, (outcome) => {
    if (outcome.state === 'refused') console.warn(`[seed] ${outcome.key}: ${outcome.reason}`);
  });
  // A server on the same PostgreSQL drops the pages and reads that showed these pictures untiled.
  if (tiles.made) await bumpContentEpoch(database.db);
  if (tiles.made)
    console.log(
      `[seed] ${tiles.made} IIIF pyramids made (${tiles.megapixels.toFixed(1)} MP, ${(tiles.bytes / 1e6).toFixed(1)} MB, ` +
        `${(tiles.ms / 1000).toFixed(1)} s: ${(tiles.bytes / tiles.megapixels / 1024).toFixed(0)} KiB and ` +
        `${(tiles.ms / tiles.megapixels).toFixed(0)} ms per megapixel)`,
    );
} finally {
  await database.close();
}
