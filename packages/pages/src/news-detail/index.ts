export { NewsDetailPage } from './NewsDetailPage';
