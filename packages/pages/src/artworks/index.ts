export { ArtworksPage } from './ArtworksPage';
export * from './route';
