export { ActivitiesPage } from './ActivitiesPage';
export * from './route';
