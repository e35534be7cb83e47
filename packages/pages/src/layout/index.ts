export { PortalLayout } from './PortalLayout';
export { portalNav } from './portalNav';
