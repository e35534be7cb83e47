import { artworkContentHandlers } from '../content/artworkHandlers';
import { newsContentHandlers } from '../content/newsHandlers';
import { commentReviewHandlers } from '../moderation/commentReviewHandlers';
import { homeworkReviewHandlers } from '../moderation/homeworkReviewHandlers';
import { sensitiveWordHandlers } from '../moderation/sensitiveWordHandlers';
import type { AdminDeps, AdminHandlers } from './AdminHandlers';
import { auditHandlers } from './auditHandlers';
import { dashboardHandlers } from './dashboardHandlers';
import { sessionHandlers } from './sessionHandlers';
import { staffHandlers } from './staffHandlers';

/** A handler for every call of `adminRoutes`: one line per group, as in the route table. */
export function createAdminHandlers(deps: AdminDeps): AdminHandlers {
  return {
    ...sessionHandlers(deps),
    ...staffHandlers(deps),
    ...auditHandlers(deps),
    ...dashboardHandlers(deps),
    ...newsContentHandlers(deps),
    ...artworkContentHandlers(deps),
    ...sensitiveWordHandlers(deps),
    ...commentReviewHandlers(deps),
    ...homeworkReviewHandlers(deps),
  };
}
