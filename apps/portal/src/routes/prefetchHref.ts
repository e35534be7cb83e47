import {
  prefetchArtworkDetailPage,
  prefetchArtworksPage,
  prefetchHomePage,
  prefetchNewsDetailPage,
  type PagePrefetch,
} from '@art-portal/pages/prefetch';
import { routeOf } from './routeTable';

// The audited landing pages. Their prefetches are a few lines each, so they sit in the shell and start the
// calls without waiting for the page's chunk.
const prefetchers: Record<string, PagePrefetch> = {
  '/home': prefetchHomePage,
  '/artWorks/index': prefetchArtworksPage,
  '/artWorks/detail': prefetchArtworkDetailPage,
  '/news/detail': prefetchNewsDetailPage,
};

/** Starts the API calls of the page a hash link points to (see {@link PagePrefetch}). */
export function prefetchHref(href: string, dispatch: Parameters<PagePrefetch>[0]): void {
  const { path, search } = routeOf(href);
  prefetchers[path]?.(dispatch, search);
}
