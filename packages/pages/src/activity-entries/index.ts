export { ActivityEntriesPage } from './ActivityEntriesPage';
export * from './route';
