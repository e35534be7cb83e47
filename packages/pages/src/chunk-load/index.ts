export { isChunkLoadError } from './isChunkLoadError';
