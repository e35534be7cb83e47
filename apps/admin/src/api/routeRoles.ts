import { adminRoutes } from '@art-portal/api-client/admin';
import type { RouteRoles } from '../layout/menuEntries';

/** Who may make each declared call: the same table the server enforces, so the menu shows what the server allows. */
export const routeRoles: RouteRoles = new Map(
  adminRoutes.map((route) => [route.name, route.roles as readonly string[]]),
);
