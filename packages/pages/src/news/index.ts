export { NewsPage } from './NewsPage';
export * from './route';
