import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';

/**
 * Whether one of `urls` (a stored file's address, as a customer's entry names it) is a file of an entry that is not
 * 已通过: the public storage host refuses it, and only the back office serves it. Reads the partial index
 * `activity_entries_unapproved_files_idx` (migration 0013).
 */
export async function isUnreviewedEntryFile(db: Db, urls: readonly string[]): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from activity_entries
      where review_state <> 'approved'
        and (${sql.join(
          [...new Set(urls)].map((url) => sql`file_urls @> ${JSON.stringify([url])}::jsonb`),
          sql` or `,
        )})
      limit 1`,
  );
  return rows.length > 0;
}
