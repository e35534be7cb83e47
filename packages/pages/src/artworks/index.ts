export { ArtworksPage } from './ArtworksPage';
export { prefetchArtworksPage } from './prefetchArtworksPage';
