import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';

/** The counter every 发布, 下线 and 定时发布 moves: each instance watches it to drop its cached reads at once. */
const contentEpochName = 'content_epoch';

/** Moves the counter inside the change's transaction, so that it moves exactly when the change commits. */
export async function bumpContentEpoch(tx: Db): Promise<void> {
  await tx.execute(
    sql`insert into counters (name, value) values (${contentEpochName}, 1)
        on conflict (name) do update set value = counters.value + 1`,
  );
}

/** The counter's value (0 before the first change). */
export async function readContentEpoch(db: Db): Promise<number> {
  const [row] = await queryRows<{ value: string | number }>(
    db,
    sql`select value from counters where name = ${contentEpochName}`,
  );
  return Number(row?.value ?? 0);
}
