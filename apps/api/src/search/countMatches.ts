import type { SearchKind, SearchKindCounts } from '@art-portal/api-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { kindLiteral, matchingDocuments } from './matchingDocuments';
import type { KindPlan } from './planSearch';
import { scanKinds } from './scanKinds';
import { searchKindNames } from './searchKindNames';

/**
 * How many documents of each kind match `tsquery`: exactly where the GIN index reads them, and no further than
 * `depth` where they are walked (those kinds are `capped`, their count `depth`).
 */
export async function countMatches(
  db: Db,
  plans: Record<SearchKind, KindPlan>,
  tsquery: string,
  depth: number,
): Promise<{ counts: SearchKindCounts; capped: SearchKind[] }> {
  const rows = await scanKinds<{ kind: SearchKind; n: number }>(db, plans, searchKindNames, (kind, plan) =>
    plan.scan === 'walk'
      ? sql`select ${kind} as kind, count(*)::int as n from (select 1 from search_documents
          where kind = ${kindLiteral(kind)} and terms @@ ${tsquery}::tsquery limit ${depth + 1}) as c`
      : sql`select ${kind} as kind, count(*)::int as n from ${matchingDocuments(kind, plan, tsquery)}`,
  );
  const counts = { artworks: 0, activities: 0, exhibitions: 0, news: 0, courses: 0 };
  const capped: SearchKind[] = [];
  for (const { kind, n } of rows) {
    if (!(kind in counts)) continue;
    counts[kind] = Math.min(Number(n), depth);
    if (Number(n) > depth) capped.push(kind);
  }
  return { counts, capped };
}
