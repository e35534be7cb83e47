export { ActivitiesPage } from './ActivitiesPage';
