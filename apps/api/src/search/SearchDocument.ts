import type { ActivityStatus, SearchKind } from '@art-portal/api-client';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/openDatabase';
import type { SearchableText } from './searchTerms';

/** What one record gives the index: the text it is found by, and what its result shows. */
export type SearchDocument = SearchableText & {
  id: number;
  cover: string | null;
  author: string;
  /** Created, published or (a call) its start; `null` for a record without a date. */
  time: Date | null;
  viewCount: number;
  /** A call still open for entries, which ranks above closed ones. */
  open: boolean;
  status: ActivityStatus | null;
  exhibitionId: number | null;
};

/**
 * How one kind of public record joins the index: where its rows come from (only the public ones) and how a row
 * becomes a document. Its fields' weights are fixed by {@link SearchableText}: title A, names B, text C.
 */
export type SearchKindDeclaration = {
  kind: SearchKind;
  /** The table of this kind's records, public or not, and its id: a rebuild walks it in batches by id. */
  source: { table: PgTable; id: AnyPgColumn };
  /** The public records of this kind, all of them or only `ids`. */
  load: (db: Db, ids?: readonly number[]) => Promise<SearchDocument[]>;
};
