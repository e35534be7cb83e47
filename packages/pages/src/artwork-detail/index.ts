export { ArtworkDetailPage } from './ArtworkDetailPage';
