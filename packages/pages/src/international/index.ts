export { InternationalPage } from './InternationalPage';
export * from './route';
