export {
  ActivitiesPage as default,
  clientLoader,
  ErrorBoundary,
  handle,
  loader,
  meta,
} from '@art-portal/pages/activities';
