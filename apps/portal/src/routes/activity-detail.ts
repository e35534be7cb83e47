export {
  ActivityDetailPage as default,
  clientLoader,
  ErrorBoundary,
  handle,
  loader,
  meta,
} from '@art-portal/pages/activity-detail';
