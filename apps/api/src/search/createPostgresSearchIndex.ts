import type { SearchKind, SearchResult, SearchSuggestion } from '@art-portal/api-client';
import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { searchDocuments } from '../db/schema';
import { formatTime } from '../http/formatTime';
import { markMatches } from './markMatches';
import { pinyinKeys } from './pinyinKeys';
import type { SearchDocument } from './SearchDocument';
import { countMatches } from './countMatches';
import { kindLiteral, matchingDocuments } from './matchingDocuments';
import { planSearch } from './planSearch';
import { orderKeys, rankCandidates, rankKeys, type RankKey } from './rankKeys';
import { scanKinds } from './scanKinds';
import { keywordListDepth, type RebuildOptions, type RebuildProgress, type SearchIndex } from './SearchIndex';
import { searchKindNames } from './searchKindNames';
import { searchKinds } from './searchKinds';
import { documentVector, queryVector, queryWords } from './searchTerms';
import { normalizeText } from './segmenter';
import { createTermCounts } from './termCounts';

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
/** Documents a suggestion is picked from. */
const maxCandidates = 40;
/** Records a rebuild reads, segments and writes at once: a few MB of documents. */
const rebuildBatchSize = 1000;

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
  const termCounts = createTermCounts(db);

  async function plansOf(words: readonly string[]) {
    return planSearch(words, await termCounts(words));
  }

  return {
    async search({ keyword, kind, sort, limit, offset }) {
      const words = queryWords(keyword);
      const tsquery = queryVector(words);
      if (!tsquery)
        return {
          rows: [],
          total: 0,
          counts: { artworks: 0, activities: 0, exhibitions: 0, news: 0, courses: 0 },
          keyword,
        };
      const plans = await plansOf(words);
      const scope = kind ? [kind] : searchKindNames;
      const [keys, { counts, capped: countsCapped }] = await Promise.all([
        scanKinds<RankKey>(
          db,
          plans,
          scope,
          (k, plan) =>
            rankKeys(
              k,
              plan,
              tsquery,
              titleKey(keyword),
              sort,
              sort === 'relevance' ? candidateLimit : limit + offset,
            ),
          sort === 'relevance' ? (union) => rankCandidates(union, words, candidateLimit) : undefined,
        ),
        // A walked kind is counted as deep as relevance ranks and a keyword list pages.
        countMatches(db, plans, tsquery, keywordListDepth),
      ]);
      const total = scope.reduce((sum, k) => sum + counts[k], 0);
      const capped = scope.some((k) => countsCapped.includes(k));
      const page = orderKeys(keys, sort, candidateLimit).slice(offset, offset + limit);
      const hits = page.length
        ? await queryRows<Hit>(
            db,
            sql`select kind, record_id, title, body, card, view_count from search_documents
              where (kind, record_id) in (${sql.join(
                page.map((key) => sql`(${key.kind}::text, ${key.record_id}::int)`),
                sql`, `,
              )})`,
          )
        : [];
      const byKey = new Map(hits.map((hit) => [`${hit.kind}:${hit.record_id}`, hit]));
      const rows = page.flatMap((key): SearchResult[] => {
        const hit = byKey.get(`${key.kind}:${key.record_id}`);
        if (!hit) return [];
        const { snippet, matched } = markMatches(hit.title, hit.body, words);
        return [
          {
            kind: hit.kind,
            id: hit.record_id,
            title: hit.title,
            snippet,
            matched,
            viewCount: hit.view_count,
            ...hit.card,
          },
        ];
      });
      return {
        rows,
        total,
        counts,
        ...(capped ? { totalCapped: true as const } : {}),
        ...(countsCapped.length ? { countsCapped } : {}),
        keyword,
      };
    },

    async suggest(keyword) {
      const words = queryWords(keyword);
      const tsquery = queryVector(words);
      if (!tsquery) return [];
      const plans = await plansOf(words);
      const prefix = `${titleKey(keyword)}%`;
      const fields = sql`kind, phrases, title_key like ${prefix} as prefix, view_count`;
      const found = await scanKinds<{
        kind: SearchKind;
        phrases: string[];
        prefix: boolean;
        view_count: number;
      }>(db, plans, searchKindNames, (k, plan) =>
        plan.scan === 'walk'
          ? // The most viewed of a common word, and some whose title begins with what was typed.
            sql`(select ${fields} from search_documents where kind = ${kindLiteral(k)} and terms @@ ${tsquery}::tsquery
                order by view_count desc, published_at desc nulls last, record_id desc limit ${maxCandidates})
              union all (select ${fields} from search_documents where kind = ${kindLiteral(k)}
                and title_key like ${prefix} and terms @@ ${tsquery}::tsquery limit ${maxCandidates})`
          : sql`select ${fields} from ${matchingDocuments(k, plan, tsquery)}
                order by prefix desc, view_count desc limit ${maxCandidates}`,
      );
      const hits = found
        .sort((a, b) => Number(b.prefix) - Number(a.prefix) || b.view_count - a.view_count)
        .slice(0, maxCandidates);
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
      const words = queryWords([...keyword.trim()].slice(0, 100).join(''));
      const tsquery = queryVector(words);
      if (!tsquery) return sql`false`;
      const plans = await plansOf(words);
      const plan = plans[kind];
      if (plan.scan === 'none') return sql`false`;
      if (plan.scan === 'index') {
        // Few enough matches become their ids; more than the list's depth are checked as below.
        const matched = await scanKinds<{ record_id: number }>(
          db,
          plans,
          [kind],
          (k, p) =>
            sql`select record_id from ${matchingDocuments(k, p, tsquery)} limit ${keywordListDepth + 1}`,
        );
        if (matched.length <= keywordListDepth)
          return matched.length === 0
            ? sql`false`
            : inArray(
                idColumn,
                matched.map((m) => m.record_id),
              );
      }
      // Checked record by record as the list's own index is walked, which meets enough matches soon. A scalar
      // subquery stays a per-row check: as `in (…)` the count would hash every matching record first.
      return sql`(select true from search_documents d where d.kind = ${kind} and d.record_id = ${idColumn}
        and d.terms @@ ${tsquery}::tsquery)`;
    },

    async refresh(kind, ids) {
      if (!ids) {
        await rebuild(kind);
        return;
      }
      await replace(kind, ids, inArray(searchDocuments.recordId, [...ids]));
    },
    rebuild,
  };

  /** The documents of `ids` (those public) in place of the documents `which` selects, in one transaction. */
  async function replace(kind: SearchKind, ids: readonly number[], which: SQL): Promise<void> {
    const docs = ids.length ? await searchKinds[kind].load(db, ids) : [];
    const rows = docs.map((doc) => row(kind, doc));
    await db.transaction(async (tx) => {
      await tx.delete(searchDocuments).where(and(eq(searchDocuments.kind, kind), which));
      for (let i = 0; i < rows.length; i += 500)
        await tx.insert(searchDocuments).values(rows.slice(i, i + 500));
    });
  }

  async function rebuild(
    kind: SearchKind,
    { from = 0, batchSize = rebuildBatchSize, onBatch }: RebuildOptions = {},
  ): Promise<RebuildProgress> {
    const { table, id } = searchKinds[kind].source;
    const progress: RebuildProgress = { kind, records: 0, lastId: from };
    for (;;) {
      const after = progress.lastId;
      const ids = (
        await queryRows<{ id: number }>(
          db,
          sql`select ${id} as id from ${table} where ${id} > ${after} order by ${id} limit ${batchSize}`,
        )
      ).map((r) => Number(r.id));
      const last = ids.length === batchSize ? ids.at(-1) : undefined;
      // The last batch also takes the documents of records deleted past the last id.
      const range = and(
        gt(searchDocuments.recordId, after),
        last === undefined ? undefined : lte(searchDocuments.recordId, last),
      );
      await replace(kind, ids, range ?? sql`true`);
      progress.records += ids.length;
      progress.lastId = ids.at(-1) ?? after;
      onBatch?.({ ...progress });
      if (last === undefined) return progress;
    }
  }
}
