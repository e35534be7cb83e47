import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { prefetchArtworksPage } from './prefetchArtworksPage';

/** 数字作品's route: the filters and the page of works its query asks for. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '数字作品',
  breadcrumb: [crumbs.home, crumbs.artworks],
  path: '/artWorks/index',
  description: '浏览数字艺术作品：按作品类别、作品来源与关键词筛选。',
  queries: prefetchArtworksPage,
});
