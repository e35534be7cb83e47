export { RouteErrorBoundary } from './RouteErrorBoundary';
export { RouteErrorView } from './RouteErrorView';
export { isChunkLoadError } from '../chunk-load/isChunkLoadError';
export { routeErrorMessage } from './routeErrorMessage';
