import type { SearchKind } from '@art-portal/api-client';

/** Each kind of search result as the results page's tabs and the search box's suggestions name it. */
export const searchKindNames: Readonly<Record<SearchKind, string>> = {
  artworks: '作品',
  activities: '征集',
  exhibitions: '展览',
  news: '资讯',
  courses: '课程',
};
