export { CourseDetailPage } from './CourseDetailPage';
export * from './route';
