import type { SearchKind } from '@art-portal/api-client';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import type { KindPlan } from './planSearch';

/** A plan that reads something. */
export type ReadingPlan = Exclude<KindPlan, { scan: 'none' }>;

/**
 * The planner cannot tell a common word from a rare one (a prefix query's selectivity is a guess), so each plan's
 * scans are the only ones allowed: bitmap scans of the GIN indexes, or walks along the btree indexes (without JIT,
 * whose compiling costs more than a walk's few thousand rows, or workers, or a sort of what the planner thinks
 * are few rows: the walk is the sort).
 */
const settings: Record<ReadingPlan['scan'], SQL> = {
  index: sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
  walk: sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
    set_config('enable_sort', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
    set_config('jit', 'off', true)`,
};

/**
 * The rows of `branch` for each of `kinds` that has something to read, as one `union all` per scan (read through
 * `outer` when given), each in a transaction of its own with its scans set.
 */
export async function scanKinds<T>(
  db: Db,
  plans: Record<SearchKind, KindPlan>,
  kinds: readonly SearchKind[],
  branch: (kind: SearchKind, plan: ReadingPlan) => SQL,
  outer: (union: SQL) => SQL = (union) => union,
): Promise<T[]> {
  const read = async (scan: ReadingPlan['scan']) => {
    const branches: SQL[] = [];
    for (const kind of kinds) {
      const plan = plans[kind];
      if (plan.scan === scan) branches.push(sql`(${branch(kind, plan)})`);
    }
    if (branches.length === 0) return [];
    return db.transaction(async (tx) => {
      await tx.execute(settings[scan]);
      return queryRows<T>(tx, outer(sql.join(branches, sql` union all `)));
    });
  };
  const [indexed, walked] = await Promise.all([read('index'), read('walk')]);
  return [...indexed, ...walked];
}
