export { CoursesPage } from './CoursesPage';
export * from './route';
