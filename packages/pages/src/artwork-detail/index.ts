export { ArtworkDetailPage } from './ArtworkDetailPage';
export { prefetchArtworkDetailPage } from './prefetchArtworkDetailPage';
