/** The page's route module: its component, and its declaration's loader, meta, handle and error boundary. */
export { NotFoundPage as default } from './NotFoundPage';
export { loader, clientLoader, meta, handle, ErrorBoundary } from './route';
