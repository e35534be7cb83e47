import type { PagePrefetch } from '@art-portal/pages/providers';
import { routeOf } from './routeTable';

// The audited landing pages. Each loader imports the chunk `preloadHref` is already loading.
const prefetchers: Record<string, () => Promise<PagePrefetch>> = {
  '/home': () => import('@art-portal/pages/home').then((m) => m.prefetchHomePage),
  '/artWorks/index': () => import('@art-portal/pages/artworks').then((m) => m.prefetchArtworksPage),
  '/artWorks/detail': () =>
    import('@art-portal/pages/artwork-detail').then((m) => m.prefetchArtworkDetailPage),
  '/news/detail': () => import('@art-portal/pages/news-detail').then((m) => m.prefetchNewsDetailPage),
};

/**
 * Starts the API calls of the page a hash link points to (see {@link PagePrefetch}); settles once they are
 * started, or at once for a page without a prefetch. Never rejects: a page whose chunk failed to load reports
 * it when it renders, and its calls report their own failures.
 */
export async function prefetchHref(href: string, dispatch: Parameters<PagePrefetch>[0]): Promise<void> {
  const { path, search } = routeOf(href);
  const prefetch = await prefetchers[path]?.().catch(() => undefined);
  prefetch?.(dispatch, search);
}
