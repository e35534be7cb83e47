export { prefetchArtworkDetailPage } from '../artwork-detail/prefetchArtworkDetailPage';
export { prefetchArtworksPage } from '../artworks/prefetchArtworksPage';
export { prefetchHomePage } from '../home/prefetchHomePage';
export { prefetchNewsDetailPage } from '../news-detail/prefetchNewsDetailPage';
export type { PagePrefetch } from '../providers/PagePrefetch';
