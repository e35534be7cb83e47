export {
  NewsDetailPage as default,
  clientLoader,
  ErrorBoundary,
  handle,
  loader,
  meta,
} from '@art-portal/pages/news-detail';
