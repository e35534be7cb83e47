import type { SearchKind, SearchSort } from '@art-portal/api-client';

/** The kinds a search shows, in the tabs' order, with their tab labels. */
export const searchKindLabels = {
  artworks: '作品',
  activities: '征集',
  exhibitions: '展览',
  news: '资讯',
  courses: '课程',
} as const satisfies Record<SearchKind, string>;

/** The orders a search offers, the default first, with their labels. */
export const searchSortLabels = {
  relevance: '综合',
  latest: '最新',
  popular: '最热',
} as const satisfies Record<SearchSort, string>;

export const searchKinds = Object.keys(searchKindLabels) as SearchKind[];
export const searchSorts = Object.keys(searchSortLabels) as SearchSort[];
