export { NotFoundPage } from './NotFoundPage';
export * from './route';
