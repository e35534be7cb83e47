export { NewsDetailPage } from './NewsDetailPage';
export * from './route';
