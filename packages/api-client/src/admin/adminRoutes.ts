import type { AdminRouteDefinition } from './AdminRouteDefinition';
import { artworkContentRoutes, artworkSourceRoutes } from './contentArtworks';
import { commentReviewRoutes } from './commentReviews';
import { definedKindRoutes } from './contentKindDefinitions';
import { newsContentRoutes } from './contentNews';
import { contentPreviewRoutes } from './contentPreview';
import { entryReviewRoutes, verificationReviewRoutes } from './reviews';
import { auditRoutes, dashboardRoutes, sessionRoutes, staffRoutes } from './coreRoutes';
import { homeworkReviewRoutes } from './homeworkReviews';
import { messageRoutes } from './messages';
import { sensitiveWordRoutes } from './sensitiveWords';
import { uploadRoutes } from './uploads';

/**
 * Every call of the back office, one record each. A group of calls is a `readonly` tuple of `adminRoute(…)`
 * declared in its own module and spread here, one line per group: the server, the OpenAPI document, the typed
 * client and the role table test all read this list.
 */
export const adminRoutes = [
  ...sessionRoutes,
  ...staffRoutes,
  ...auditRoutes,
  ...dashboardRoutes,
  ...newsContentRoutes,
  ...artworkContentRoutes,
  ...artworkSourceRoutes,
  ...definedKindRoutes,
  ...contentPreviewRoutes,
  ...entryReviewRoutes,
  ...verificationReviewRoutes,
  ...sensitiveWordRoutes,
  ...commentReviewRoutes,
  ...homeworkReviewRoutes,
  ...messageRoutes,
  ...uploadRoutes,
] as const satisfies readonly AdminRouteDefinition[];

/** The union of every back-office call's record. */
export type AdminRoute = (typeof adminRoutes)[number];

/** `<resource>.<function>` of every back-office call. */
export type AdminRouteName = AdminRoute['name'];

/** The record of the call `N`. */
export type AdminRouteOf<N extends AdminRouteName> = Extract<AdminRoute, { name: N }>;

/** The record of a call by name, or `undefined`. */
export function findAdminRoute(name: string): AdminRouteDefinition | undefined {
  return (adminRoutes as readonly AdminRouteDefinition[]).find((route) => route.name === name);
}
