import Type, { type Static } from 'typebox';
import { ActivityStatusSchema } from './activities';
import { IdSchema, pagedProperties, type StaticRequest } from './common';

/** Schema of `SearchKind`. */
export const SearchKindSchema = Type.Union([
  Type.Literal('artworks'),
  Type.Literal('activities'),
  Type.Literal('exhibitions'),
  Type.Literal('news'),
  Type.Literal('courses'),
]);

/** What a search result is: an artwork, a call for entries, an exhibition hall, a news article or a course. */
export type SearchKind = Static<typeof SearchKindSchema>;

/** Schema of `SearchSort`. */
export const SearchSortSchema = Type.Union([
  Type.Literal('relevance'),
  Type.Literal('latest'),
  Type.Literal('popular'),
]);

/** How search results are ordered: by relevance (the default), newest first, or most viewed first. */
export type SearchSort = Static<typeof SearchSortSchema>;

/** Schema of `SearchListQuery`. */
export const SearchListQuerySchema = Type.Object(
  pagedProperties({
    /** What the visitor typed: Chinese (simplified or traditional), Latin words or pinyin. Only its first 100 characters are searched. */
    keyword: Type.String(),
    /** Only this kind; every kind when absent. */
    kind: Type.Optional(SearchKindSchema),
    /** The order, `relevance` when absent. */
    sort: Type.Optional(SearchSortSchema),
  }),
);

/** Request of `search.list()`. */
export type SearchListQuery = StaticRequest<typeof SearchListQuerySchema>;

/** Schema of `SearchResult`. */
export const SearchResultSchema = Type.Object({
  /** What the record is. */
  kind: SearchKindSchema,
  /** The record's id, within its kind. */
  id: IdSchema,
  /** Title (a hall's name), plain text. */
  title: Type.String(),
  /** A short plain-text excerpt around the first matched word: never HTML. */
  snippet: Type.String(),
  /** Cover picture URL, `null` when the record has none. */
  cover: Type.Union([Type.String(), Type.Null()]),
  /** The words of the title and snippet that matched, as they are written there, for the portal to mark. */
  matched: Type.Array(Type.String()),
  /** Who made it: the artist, the organizer, the source or the lecturer; empty for a hall. */
  author: Type.String(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time: created, published or (a call) its start. */
  time: Type.String(),
  /** How often it was viewed (0 for kinds that count no views). */
  viewCount: Type.Integer({ minimum: 0 }),
  /** A call's state; `null` for other kinds. */
  status: Type.Union([ActivityStatusSchema, Type.Null()]),
  /** The exhibition a hall belongs to; `null` for other kinds. */
  exhibitionId: Type.Union([IdSchema, Type.Null()]),
});

/** One search result, with what its kind's card shows. */
export type SearchResult = Static<typeof SearchResultSchema>;

/** Schema of `SearchKindCounts`. */
export const SearchKindCountsSchema = Type.Object({
  /** Matching artworks (作品). */
  artworks: Type.Integer({ minimum: 0 }),
  /** Matching calls for entries (征集). */
  activities: Type.Integer({ minimum: 0 }),
  /** Matching exhibition halls (展览). */
  exhibitions: Type.Integer({ minimum: 0 }),
  /** Matching news articles (资讯). */
  news: Type.Integer({ minimum: 0 }),
  /** Matching courses (课程). */
  courses: Type.Integer({ minimum: 0 }),
});

/** How many records of each kind match, whatever kind the request asked for. */
export type SearchKindCounts = Static<typeof SearchKindCountsSchema>;

/** Schema of `SearchPage`. */
export const SearchPageSchema = Type.Object({
  /** The results of this page. */
  rows: Type.Array(SearchResultSchema),
  /** How many results the asked kind (or every kind) holds. */
  total: Type.Integer({ minimum: 0 }),
  /** How many results each kind holds, or how far a kind in `countsCapped` was counted. */
  counts: SearchKindCountsSchema,
  /** Present when `total` is a lower bound: the results were counted no further than the depth a search pages to. */
  totalCapped: Type.Optional(Type.Literal(true)),
  /** The kinds whose count is a lower bound (a word on more of them than a search counts); absent when none is. */
  countsCapped: Type.Optional(Type.Array(SearchKindSchema)),
  /** The keyword as searched: trimmed, and cut to 100 characters when it was longer. */
  keyword: Type.String(),
  /** True when the keyword was longer than 100 characters and only its start was searched. */
  truncated: Type.Boolean(),
});

/** One page of search results, with the count of each kind. */
export type SearchPage = Static<typeof SearchPageSchema>;

/** Schema of `SearchSuggestQuery`. */
export const SearchSuggestQuerySchema = Type.Object({
  /** What the visitor has typed so far. */
  keyword: Type.String(),
});

/** Request of `search.suggest()`. */
export type SearchSuggestQuery = StaticRequest<typeof SearchSuggestQuerySchema>;

/** Schema of `SearchSuggestion`. */
export const SearchSuggestionSchema = Type.Object({
  /** The completion to search for: a title, an artist, a tag or a call's name. */
  text: Type.String(),
  /** The kind of record it comes from. */
  kind: SearchKindSchema,
});

/** One completion of what the visitor typed. */
export type SearchSuggestion = Static<typeof SearchSuggestionSchema>;
