export { RouteErrorBoundary } from './RouteErrorBoundary';
export { RouteErrorView } from './RouteErrorView';
export { isChunkLoadError, routeErrorMessage } from './routeErrorMessage';
