export { CultivatePage } from './CultivatePage';
export * from './route';
