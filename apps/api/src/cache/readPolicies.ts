import type { RouteName } from '@art-portal/api-client/contract';
import type { CacheTag } from './ReadCache';

/** How a public read is cached. */
export type ReadPolicy = {
  tags: readonly CacheTag[];
  /**
   * Served from the cache only to anonymous callers: the answer has per-customer fields, or shows what
   * customers write, which a logged-in writer must see at once even when another instance cached it.
   */
  anonymousOnly?: boolean;
};

/** The calls answered from the read cache (the view-counting details cache their body in their handler). */
export const readPolicies: Partial<Record<RouteName, ReadPolicy>> = {
  'home.listBanners': { tags: [] },
  'pages.get': { tags: [] },
  'customer.listProjects': { tags: [] },
  'artworks.list': { tags: ['artworks'] },
  'artworks.listTypes': { tags: [] },
  'artworks.listInfoTypes': { tags: [] },
  'artworks.listColumns': { tags: ['artworks'] },
  'artworks.listRelated': { tags: ['artworks'] },
  'exhibitions.listHalls': { tags: [] },
  'exhibitions.getHall': { tags: [] },
  'news.list': { tags: ['news'] },
  'news.getNeighbours': { tags: [] },
  'courses.list': { tags: ['courses'] },
  'courses.listComments': { tags: ['comments'], anonymousOnly: true },
  'activities.list': { tags: ['entries'], anonymousOnly: true },
  'activities.get': { tags: ['entries'], anonymousOnly: true },
  'activities.listEntries': { tags: ['entries'], anonymousOnly: true },
  'activities.getEntry': { tags: [] },
  // Every kind's documents; a query typed once is rarely asked again, so the LRU bound is what holds its size.
  'search.list': { tags: ['artworks', 'news', 'courses', 'entries'] },
};

/** What each write changes among the cached reads. */
export const writeInvalidates: Partial<Record<RouteName, readonly CacheTag[]>> = {
  'courses.comment': ['comments'],
  'activities.attend': ['entries'],
};

/** Public reads a CDN may keep for everyone, and for how many seconds (their answers set no cookie). */
export const cdnSeconds: Partial<Record<RouteName, number>> = {
  'search.list': 60,
  'search.suggest': 60,
};
