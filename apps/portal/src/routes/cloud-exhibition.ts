export {
  CloudExhibitionPage as default,
  clientLoader,
  ErrorBoundary,
  handle,
  loader,
  meta,
} from '@art-portal/pages/cloud-exhibition';
