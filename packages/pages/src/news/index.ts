/** The page's route module: its component, and its declaration's loader, meta, handle and error boundary. */
export { NewsPage as default } from './NewsPage';
export { route, loader, clientLoader, meta, handle, ErrorBoundary } from './route';
