import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { requestPyramid, type PyramidLog } from '../storage/pyramidQueue';
import { bucketPaths, ensureSeedPicture } from '../storage/registerStorage';
import { pyramidReady } from '../storage/tilePyramids';

/** Every generated picture the seed refers to, as object keys. */
export async function seedPictureKeys(db: Db): Promise<string[]> {
  const rows = await queryRows<{ url: string }>(
    db,
    sql`
    select cover as url from artworks union select jsonb_array_elements_text(images) from artworks
    union select cover from production_columns union select cover from activities union select cover from activity_entries
    union select cover from exhibition_halls union select image from hall_works union select cover from news
    union select image_url from banners union select cover from courses`,
  );
  return rows
    .map((r) => r.url)
    .filter((url) => url.startsWith('/storage/seed/'))
    .map((url) => url.slice('/storage/'.length))
    .sort();
}

/** Draws every seeded picture that is not in the bucket yet, one at a time (the server stays responsive). */
export async function warmSeedPictures(db: Db, dataDir: string): Promise<number> {
  const { objects } = bucketPaths(dataDir);
  let drawn = 0;
  for (const key of await seedPictureKeys(db)) {
    if (await ensureSeedPicture(objects, key)) drawn += 1;
  }
  return drawn;
}

/** What making the works' pyramids took: how many, their pixels, their bytes and the time. */
export type PyramidTally = { made: number; refused: number; megapixels: number; bytes: number; ms: number };

/**
 * Makes the IIIF tile pyramid of every picture of an artwork or a hall's work that has none yet, one at a time;
 * a work shows its single picture as before until then.
 */
export async function warmWorkPyramids(
  db: Db,
  dataDir: string,
  log: PyramidLog = () => {},
): Promise<PyramidTally> {
  const rows = await queryRows<{ url: string }>(
    db,
    sql`select jsonb_array_elements_text(images) as url from artworks union select image from hall_works`,
  );
  const tally: PyramidTally = { made: 0, refused: 0, megapixels: 0, bytes: 0, ms: 0 };
  const count: PyramidLog = (outcome) => {
    if (outcome.state === 'ready') {
      tally.made += 1;
      tally.megapixels += (outcome.width * outcome.height) / 1e6;
      tally.bytes += outcome.bytes;
      tally.ms += outcome.ms;
    } else tally.refused += 1;
    log(outcome);
  };
  const { renditions } = bucketPaths(dataDir);
  for (const { url } of rows) {
    if (!url.startsWith('/storage/')) continue;
    const key = url.slice('/storage/'.length);
    if (!(await pyramidReady(renditions, key))) await requestPyramid(dataDir, key, count);
  }
  return tally;
}
