import type { SearchKind, SearchPage, SearchSort, SearchSuggestion } from '@art-portal/api-client';
import type { SQL } from 'drizzle-orm';

/** One search: the keyword as typed, at most one kind, the order and the page. */
type SearchRequest = {
  keyword: string;
  kind?: SearchKind | undefined;
  sort: SearchSort;
  limit: number;
  offset: number;
};

/** How deep a list filtered by a keyword is paged and counted: as deep as a search ranks its candidates. */
export const keywordListDepth = 1000;

/** The depth a list is paged and counted to: `depth`, or {@link keywordListDepth} when a keyword filters it. */
export function listDepthOf(keyword: string | undefined, depth: number): number {
  return keyword?.trim() ? Math.min(depth, keywordListDepth) : depth;
}

/**
 * The one interface the API searches through. `createPostgresSearchIndex` keeps the index in the API's own
 * database; a dedicated engine (OpenSearch with a Chinese analyzer, Meilisearch) would implement the same four
 * functions, see docs/deploy.md.
 */
export interface SearchIndex {
  /**
   * A page of results across kinds (or within `kind`), and how many each kind holds: exactly, or for a kind a word
   * is common in, counted to {@link keywordListDepth} (`countsCapped`, and `totalCapped` when it is in the total).
   */
  search(request: SearchRequest): Promise<Omit<SearchPage, 'truncated'>>;
  /** Up to 8 completions of what the visitor has typed. */
  suggest(keyword: string): Promise<SearchSuggestion[]>;
  /**
   * A condition on a kind's table keeping the rows whose record matches `keyword`, for the section lists' keyword
   * boxes (none when it has no letter or digit); null for an empty or blank keyword (the list is then not filtered).
   * Such a list is paged no deeper than {@link keywordListDepth} rows.
   */
  filter(kind: SearchKind, idColumn: SQL, keyword: string | undefined): Promise<SQL | null>;
  /** Writes the documents of some records of a kind again (or removes those no longer public), or of all of it. */
  refresh(kind: SearchKind, ids?: readonly number[]): Promise<void>;
  /**
   * Writes a kind's documents again from its records, in batches by id (each read, segmented and written in a
   * transaction of its own, so memory stays flat and searches answer from the old documents until their batch is
   * replaced), from the record after `from` (0: all). Documents of records that no longer exist go too.
   */
  rebuild(kind: SearchKind, options?: RebuildOptions): Promise<RebuildProgress>;
}

/** How far a {@link SearchIndex.rebuild} has come: records read so far, and the last id written. */
export type RebuildProgress = { kind: SearchKind; records: number; lastId: number };

export type RebuildOptions = {
  /** Resume after this record id. */
  from?: number;
  /** Records a batch reads and writes (1 000). */
  batchSize?: number;
  /** Told after each batch. */
  onBatch?: (progress: RebuildProgress) => void;
};
