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

/** Starts the API calls of the page a hash link points to (see {@link PagePrefetch}). */
export function prefetchHref(href: string, dispatch: Parameters<PagePrefetch>[0]): void {
  const { path, search } = routeOf(href);
  // A failed load is reported by the page itself when it renders; so are its calls' failures.
  prefetchers[path]?.()
    .then((prefetch) => prefetch(dispatch, search))
    .catch(() => undefined);
}
