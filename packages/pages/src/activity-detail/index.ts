export { ActivityDetailPage } from './ActivityDetailPage';
