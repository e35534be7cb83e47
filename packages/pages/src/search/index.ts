/** The page's route module: its component, and its declaration's loader, meta, handle and error boundary. */
export { SearchPage as default } from './SearchPage';
export { route, loader, clientLoader, meta, handle, ErrorBoundary } from './route';
