export { HomePage } from './HomePage';
export * from './route';
