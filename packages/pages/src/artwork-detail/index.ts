export { ArtworkDetailPage } from './ArtworkDetailPage';
export * from './route';
