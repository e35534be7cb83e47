import type { SearchKind, SearchSort } from '@art-portal/api-client';
import { sql, type SQL } from 'drizzle-orm';
import { kindLiteral, matchingDocuments } from './matchingDocuments';
import type { ReadingPlan } from './scanKinds';
import { queryVector } from './searchTerms';

/** A match as it is ordered: its key, and what each order sorts by. */
export type RankKey = {
  kind: SearchKind;
  record_id: number;
  view_count: number;
  /** `published_at` in milliseconds, `null` for a record without a date. */
  at: number | null;
  exact: boolean;
  tier: number;
  score: number;
};

const popularOrder = sql`view_count desc, published_at desc nulls last, record_id desc`;
const latestOrder = sql`published_at desc nulls last, record_id desc`;

/**
 * The branch of `kind` giving its best `needed` matches in `sort`'s order: for relevance the exact titles and the
 * most viewed, as {@link orderKeys} picks its candidates, and what {@link rankCandidates} ranks them by.
 */
export function rankKeys(
  kind: SearchKind,
  plan: ReadingPlan,
  tsquery: string,
  titleKey: string,
  sort: SearchSort,
  needed: number,
): SQL {
  const keys = sql`kind, record_id, view_count, (extract(epoch from published_at) * 1000)::float8 as at,
    title_key = ${titleKey} as exact`;
  if (sort !== 'relevance')
    return sql`select ${keys}, 0 as tier, 0::float8 as score from ${matchingDocuments(kind, plan, tsquery)}
      order by ${sort === 'latest' ? latestOrder : popularOrder} limit ${needed}`;
  const ranked = sql`${keys}, terms, published_at, open`;
  return plan.scan === 'walk'
    ? sql`(select ${ranked} from search_documents where kind = ${kindLiteral(kind)} and title_key = ${titleKey}
          and terms @@ ${tsquery}::tsquery)
        union all (select ${ranked} from ${matchingDocuments(kind, plan, tsquery)} order by ${popularOrder} limit ${needed})`
    : sql`select ${ranked} from ${matchingDocuments(kind, plan, tsquery)}
        order by title_key = ${titleKey} desc, ${popularOrder} limit ${needed}`;
}

/**
 * Ranks the best `needed` of the kinds' relevance branches (`union`) by exact title, then views: title over artist
 * and tags over text (`tier`), then a score of the words' weights, views, recency and open calls.
 */
export function rankCandidates(union: SQL, words: readonly string[], needed: number): SQL {
  const q = sql`${queryVector(words)}::tsquery`;
  return sql`select kind, record_id, view_count, at, exact,
      case when terms @@ ${queryVector(words, 'A')}::tsquery then 2
        when terms @@ ${queryVector(words, 'AB')}::tsquery then 1 else 0 end as tier,
      (ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], terms, ${q}) * 4 + ln(1 + view_count) * 0.25
        + coalesce(exp(-greatest(0, extract(epoch from now() - published_at)) / 31536000.0), 0)
        + case when open then 2 else 0 end)::float8 as score
    from (select * from (${union}) as u order by exact desc, view_count desc, at desc nulls last, record_id desc
      limit ${needed}) as c`;
}

const newer = (a: RankKey, b: RankKey) =>
  (b.at ?? -Infinity) - (a.at ?? -Infinity) || b.record_id - a.record_id || a.kind.localeCompare(b.kind);
const moreViewed = (a: RankKey, b: RankKey) => b.view_count - a.view_count || newer(a, b);
const moreRelevant = (a: RankKey, b: RankKey) =>
  Number(b.exact) - Number(a.exact) ||
  b.tier - a.tier ||
  b.score - a.score ||
  b.record_id - a.record_id ||
  a.kind.localeCompare(b.kind);

/**
 * The kinds' keys as one list in `sort`'s order. Relevance ranks the best `candidates` of them by exact title, then
 * views: exact title first, then title over artist and tags over text, then views, recency and open calls.
 */
export function orderKeys(keys: readonly RankKey[], sort: SearchSort, candidates: number): RankKey[] {
  const unique = [...new Map(keys.map((key) => [`${key.kind}:${key.record_id}`, key])).values()];
  if (sort === 'latest') return unique.sort(newer);
  if (sort === 'popular') return unique.sort(moreViewed);
  return unique
    .sort((a, b) => Number(b.exact) - Number(a.exact) || moreViewed(a, b))
    .slice(0, candidates)
    .sort(moreRelevant);
}
