import type { SearchKind } from '@art-portal/api-client';
import { sql, type SQL } from 'drizzle-orm';
import type { ReadingPlan } from './scanKinds';
import { queryVector } from './searchTerms';

/**
 * The kind as a literal, so that the planner matches it to the kind's partial GIN index (migration 0003) whatever
 * the driver does with parameters. Kinds are the contract's fixed names.
 */
export function kindLiteral(kind: SearchKind): SQL {
  return sql.raw(`'${kind}'`);
}

/**
 * The documents of `kind` matching `tsquery`, as a `from` item named `m`. With the GIN index, only the plan's few
 * words are asked of it and the whole query is checked on what it finds: asked too, a common word's whole posting
 * list would be read. A walk checks the whole query on each document along the index its query orders by.
 */
export function matchingDocuments(kind: SearchKind, plan: ReadingPlan, tsquery: string): SQL {
  const q = sql`${tsquery}::tsquery`;
  if (plan.scan === 'walk')
    return sql`(select * from search_documents where kind = ${kindLiteral(kind)} and terms @@ ${q}) as m`;
  const few = sql`${queryVector(plan.words)}::tsquery`;
  return sql`(with found as materialized (
      select * from search_documents where kind = ${kindLiteral(kind)} and terms @@ ${few}
    ) select * from found where terms @@ ${q}) as m`;
}
