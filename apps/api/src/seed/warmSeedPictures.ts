import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { bucketPaths, ensureSeedPicture } from '../storage/registerStorage';

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
