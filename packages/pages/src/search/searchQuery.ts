import type { SearchKind, SearchListQuery, SearchSort } from '@art-portal/api-client';
import { pageOf } from '../internal/pageOf';
import { searchKinds, searchSorts } from './searchKinds';

export const SEARCH_PAGE_SIZE = 12;

/** What a `/search` URL asks for, with values it does not know left out: 全部, 综合, page 1. */
export type SearchState = {
  /** The query as typed, trimmed; `''` when blank. */
  q: string;
  kind: SearchKind | undefined;
  sort: SearchSort;
  page: number;
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export function searchStateOf(search: URLSearchParams): SearchState {
  const kind = search.get('kind');
  const sort = search.get('sort');
  return {
    q: (search.get('q') ?? '').trim(),
    kind: isOneOf(searchKinds, kind) ? kind : undefined,
    sort: isOneOf(searchSorts, sort) ? sort : 'relevance',
    page: pageOf(search),
  };
}

/** The search call for the route's query (`q`, `kind`, `sort`, `page`); `null` for a blank query: nothing is asked. */
export function searchQuery(search: URLSearchParams): SearchListQuery | null {
  const { q, kind, sort, page } = searchStateOf(search);
  if (q === '') return null;
  return {
    keyword: q,
    pageNum: page,
    pageSize: SEARCH_PAGE_SIZE,
    ...(kind ? { kind } : {}),
    ...(sort === 'relevance' ? {} : { sort }),
  };
}
