export { AboutUsPage } from './AboutUsPage';
export * from './route';
