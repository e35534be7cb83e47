export { ActivityEntriesPage } from './ActivityEntriesPage';
