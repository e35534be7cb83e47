export {
  WorkstationPage as default,
  clientLoader,
  ErrorBoundary,
  handle,
  loader,
  meta,
} from '@art-portal/pages/workstation';
