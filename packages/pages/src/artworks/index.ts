export { ArtworksPage } from './ArtworksPage';
