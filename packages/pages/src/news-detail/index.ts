export { NewsDetailPage } from './NewsDetailPage';
export { prefetchNewsDetailPage } from './prefetchNewsDetailPage';
