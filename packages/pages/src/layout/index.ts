export { PageSkeleton, PortalLayout } from './PortalLayout';
