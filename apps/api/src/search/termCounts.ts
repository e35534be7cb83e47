import type { SearchKind } from '@art-portal/api-client';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { searchKindNames } from './searchKindNames';

/** Of each kind, how many documents it holds (`documents`) and, per query word, at most how many it matches. */
export type KindCounts = Record<SearchKind, { documents: number; words: number[] }>;

type PerKind = Partial<Record<SearchKind, number>>;

/** The code point after every other, so that `word ≤ term < word + last` holds the terms `word` begins. */
const last = '\u{10FFFF}';
/**
 * A prefix beginning more terms than this (a single letter or digit) is taken as common without summing them all:
 * it is on at least as many documents as the GIN index is asked for.
 */
const maxTerms = 2000;
/** Counts change with every write; a few seconds' lag only shifts which plan a query gets, never its answer. */
const ttl = 10_000;

/**
 * How common each word of a query is in each kind, from `search_term_counts` (kept by triggers on
 * `search_documents`, migration 0003): a word matches terms it begins (`word:*`), so its count is the sum of theirs,
 * at least the number of documents it matches. The pseudo-term '' counts a kind's documents.
 */
export function createTermCounts(db: Db): (words: readonly string[]) => Promise<KindCounts> {
  const cache = new LRUCache<string, PerKind>({ max: 10_000, ttl });

  async function read(words: readonly string[]): Promise<void> {
    const missing = [...new Set(words)].filter((word) => !cache.has(word));
    if (missing.length === 0) return;
    const kinds = sql.join(
      searchKindNames.map((kind) => sql`(${kind})`),
      sql`, `,
    );
    const ranges = missing.map(
      (word, i) => sql`select ${i}::int as word, k.kind, t.n, t.terms from (values ${kinds}) as k(kind),
        lateral (select sum(documents)::int as n, count(*)::int as terms from (select documents
          from search_term_counts as c where c.kind = k.kind
            and ${word ? sql`c.term >= ${word} and c.term < ${word + last}` : sql`c.term = ''`}
          limit ${maxTerms + 1}) as l) as t`,
    );
    const rows = await queryRows<{ word: number; kind: SearchKind; n: number | null; terms: number }>(
      db,
      sql.join(ranges, sql` union all `),
    );
    const found = missing.map((): PerKind => ({}));
    for (const { word, kind, n, terms } of rows) {
      const counts = found[Number(word)];
      if (counts) counts[kind] = Number(terms) > maxTerms ? Number.MAX_SAFE_INTEGER : Number(n ?? 0);
    }
    missing.forEach((word, i) => cache.set(word, found[i] ?? {}));
  }

  return async (words) => {
    await read(['', ...words]);
    const totals = cache.get('') ?? {};
    const perWord = words.map((word) => cache.get(word) ?? {});
    const counts = {} as KindCounts;
    for (const kind of searchKindNames)
      counts[kind] = { documents: totals[kind] ?? 0, words: perWord.map((c) => c[kind] ?? 0) };
    return counts;
  };
}
