import type { SearchKind, SearchResult, SearchSuggestion } from '@art-portal/api-client';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { searchDocuments } from '../db/schema';
import { formatTime } from '../http/formatTime';
import { markMatches } from './markMatches';
import { pinyinKeys } from './pinyinKeys';
import type { SearchDocument } from './SearchDocument';
import { keywordListDepth, type SearchIndex } from './SearchIndex';
import { searchKinds } from './searchKinds';
import { documentVector, queryVector, queryWords } from './searchTerms';
import { normalizeText } from './segmenter';

/** What a result's card shows beyond its title and snippet. */
type Card = Pick<SearchResult, 'cover' | 'author' | 'time' | 'status' | 'exhibitionId'>;

type Hit = {
  kind: SearchKind;
  record_id: number;
  title: string;
  body: string;
  card: Card;
  view_count: number;
};

/**
 * Relevance is ranked within the best this many matches (exact titles first, then the most viewed), so a common
 * word costs a bounded sort, not a rank of every matching record.
 */
const candidateLimit = 1000;
const maxSuggestions = 8;
const kinds = Object.keys(searchKinds) as SearchKind[];

function titleKey(title: string): string {
  return normalizeText(title).replace(/[^\p{L}\p{N}]+/gu, '');
}

function row(kind: SearchKind, doc: SearchDocument) {
  const card: Card = {
    cover: doc.cover,
    author: doc.author,
    time: doc.time ? formatTime(doc.time) : '',
    status: doc.status,
    exhibitionId: doc.exhibitionId,
  };
  return {
    kind,
    recordId: doc.id,
    title: doc.title,
    titleKey: titleKey(doc.title),
    // The names follow the text, so a record found by an artist or a hall's work shows it in its snippet.
    body: `${doc.text.slice(0, 4000)} ${doc.names.join(' · ')}`,
    phrases: [...new Set([doc.title, ...doc.names].filter((p) => p.trim().length > 0 && p.length <= 40))],
    card,
    terms: documentVector(doc),
    viewCount: doc.viewCount,
    publishedAt: doc.time,
    open: doc.open,
  };
}

/** The search index as a table of the API's own database, on PGlite and PostgreSQL alike. */
export function createPostgresSearchIndex(db: Db): SearchIndex {
  return {
    async search({ keyword, kind, sort, limit, offset }) {
      const words = queryWords(keyword);
      const tsquery = queryVector(words);
      const empty = {
        rows: [],
        total: 0,
        counts: { artworks: 0, activities: 0, exhibitions: 0, news: 0, courses: 0 },
      };
      if (!tsquery) return { ...empty, keyword };
      const q = sql`${tsquery}::tsquery`;
      const ofKind = kind ? sql`and kind = ${kind}` : sql``;
      const order =
        sort === 'latest'
          ? sql`published_at desc nulls last, record_id desc`
          : sort === 'popular'
            ? sql`view_count desc, published_at desc nulls last, record_id desc`
            : sql`exact desc, tier desc, score desc, record_id desc`;
      const ranked =
        sort === 'relevance'
          ? sql`with candidates as (
              select *, title_key = ${titleKey(keyword)} as exact from search_documents
              where terms @@ ${q} ${ofKind}
              order by exact desc, view_count desc limit ${candidateLimit}
            )
            select kind, record_id, title, body, card, view_count,
              exact,
              case when ts_filter(terms, '{a}') @@ ${q} then 2 when ts_filter(terms, '{a,b}') @@ ${q} then 1 else 0 end as tier,
              ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], terms, ${q}) * 4 + ln(1 + view_count) * 0.25
                + coalesce(exp(-greatest(0, extract(epoch from now() - published_at)) / 31536000.0), 0)
                + case when open then 2 else 0 end as score
            from candidates`
          : sql`select kind, record_id, title, body, card, view_count, published_at, open from search_documents
              where terms @@ ${q} ${ofKind}`;
      const [hits, countRows] = await Promise.all([
        queryRows<Hit>(
          db,
          sql`select * from (${ranked}) as ranked order by ${order} limit ${limit} offset ${offset}`,
        ),
        queryRows<{ kind: SearchKind; n: number }>(
          db,
          sql`select kind, count(*)::int as n from search_documents where terms @@ ${q} group by kind`,
        ),
      ]);
      const counts = { ...empty.counts };
      for (const { kind: k, n } of countRows) if (k in counts) counts[k] = n;
      const total = kind ? counts[kind] : kinds.reduce((sum, k) => sum + counts[k], 0);
      const rows = hits.map((hit): SearchResult => {
        const { snippet, matched } = markMatches(hit.title, hit.body, words);
        return {
          kind: hit.kind,
          id: hit.record_id,
          title: hit.title,
          snippet,
          matched,
          viewCount: hit.view_count,
          ...hit.card,
        };
      });
      return { rows, total, counts, keyword };
    },

    async suggest(keyword) {
      const words = queryWords(keyword);
      const tsquery = queryVector(words);
      if (!tsquery) return [];
      const hits = await queryRows<{ kind: SearchKind; phrases: string[] }>(
        db,
        sql`select kind, phrases from search_documents where terms @@ ${sql`${tsquery}::tsquery`}
          order by (title_key like ${`${titleKey(keyword)}%`}) desc, view_count desc limit 40`,
      );
      const typed = normalizeText(keyword).replace(/\s+/g, '');
      const fits = (phrase: string) => {
        const normalized = normalizeText(phrase);
        if (normalized.replace(/\s+/g, '').includes(typed)) return true;
        return (
          /^[a-z0-9]+$/.test(typed) &&
          pinyinKeys(normalized.replace(/[^\p{L}\p{N}]+/gu, '')).some((k) => k.startsWith(typed))
        );
      };
      const seen = new Set<string>();
      const suggestions: SearchSuggestion[] = [];
      for (const hit of hits) {
        for (const text of hit.phrases) {
          if (suggestions.length >= maxSuggestions) return suggestions;
          if (seen.has(text) || !fits(text)) continue;
          seen.add(text);
          suggestions.push({ text, kind: hit.kind });
        }
      }
      return suggestions;
    },

    async filter(kind, idColumn, keyword) {
      if (!keyword?.trim()) return null;
      const tsquery = queryVector(queryWords([...keyword.trim()].slice(0, 100).join('')));
      if (!tsquery) return sql`false`;
      // The planner cannot tell a rare word from a common one (a prefix query's selectivity is a guess), so the GIN
      // index says first: a word on at most the list's depth of records becomes their ids, any other is checked
      // record by record as the list's own index is walked, which meets enough matches soon.
      // With a limit, the same guess makes a scan of the table look cheap: the GIN index is asked for.
      const matched = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<{ record_id: number }>(
          tx,
          sql`select record_id from search_documents where kind = ${kind} and terms @@ ${tsquery}::tsquery
            limit ${keywordListDepth + 1}`,
        );
      });
      if (matched.length <= keywordListDepth)
        return matched.length === 0
          ? sql`false`
          : inArray(
              idColumn,
              matched.map((m) => m.record_id),
            );
      // A scalar subquery stays a per-row check: as `in (…)` the count would hash every matching record first.
      return sql`(select true from search_documents d where d.kind = ${kind} and d.record_id = ${idColumn}
        and d.terms @@ ${tsquery}::tsquery)`;
    },

    async refresh(kind, ids) {
      const docs = await searchKinds[kind].load(db, ids);
      const rows = docs.map((doc) => row(kind, doc));
      await db.transaction(async (tx) => {
        const which: SQL | undefined = ids ? inArray(searchDocuments.recordId, [...ids]) : undefined;
        await tx.delete(searchDocuments).where(and(eq(searchDocuments.kind, kind), which));
        for (let i = 0; i < rows.length; i += 500)
          await tx.insert(searchDocuments).values(rows.slice(i, i + 500));
      });
    },
  };
}
