import { CooperationPage, cooperationRoutes } from '@art-portal/pages/cooperation';

const route = cooperationRoutes['/cooperation/science']!;

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const meta = route.meta;
export const handle = route.handle;
export const ErrorBoundary = route.ErrorBoundary;
export default CooperationPage;
