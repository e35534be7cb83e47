import type { SearchKind } from '@art-portal/api-client';
import type { KindCounts } from './termCounts';

/**
 * How one kind's matches are read:
 * - `none`: a word is on none of its documents;
 * - `index`: its GIN index is asked for the `words` that are on few of its documents (the others are checked on
 *   what it finds), which gives every match, so counts are exact;
 * - `walk`: every word is on many of its documents, so the btree index of the list's order is walked and each
 *   document checked until enough match; counts stop at a depth.
 */
export type KindPlan = { scan: 'none' } | { scan: 'index'; words: string[] } | { scan: 'walk' };

/**
 * A word is few enough for the GIN index on at most this many documents of a kind, or this share of them.
 * The GIN index reads every document a word is on, a walk about (depth + 1) / share of the kind's documents: at a
 * share of 5 % the two cost about the same for a depth of 1 000.
 */
const fewDocuments = 2000;
const fewShare = 0.05;

/** Each kind's plan for the query's `words`, from how many of the kind's documents each word is on. */
export function planSearch(words: readonly string[], counts: KindCounts): Record<SearchKind, KindPlan> {
  const plans = {} as Record<SearchKind, KindPlan>;
  for (const [kind, { documents, words: perWord }] of Object.entries(counts) as [
    SearchKind,
    KindCounts[SearchKind],
  ][]) {
    const few = Math.max(fewDocuments, fewShare * documents);
    const sparse = words.filter((_, i) => (perWord[i] ?? 0) <= few);
    if (documents === 0 || words.some((_, i) => (perWord[i] ?? 0) === 0)) plans[kind] = { scan: 'none' };
    else if (sparse.length > 0) plans[kind] = { scan: 'index', words: sparse };
    else plans[kind] = { scan: 'walk' };
  }
  return plans;
}
