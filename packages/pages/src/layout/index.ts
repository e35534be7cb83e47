export { PortalLayout } from './PortalLayout';
