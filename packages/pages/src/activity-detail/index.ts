export { ActivityDetailPage } from './ActivityDetailPage';
export * from './route';
