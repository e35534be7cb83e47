import { artworkContentHandlers } from '../content/artworkHandlers';
import { newsContentHandlers } from '../content/newsHandlers';
<<<<<<< HEAD
import { contentPreviewHandlers } from '../content/previewHandlers';
=======
import { reviewHandlers } from '../reviews/reviewHandlers';
>>>>>>> s34-entries
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
<<<<<<< HEAD
    ...contentPreviewHandlers(deps),
=======
    ...reviewHandlers(deps),
>>>>>>> s34-entries
    ...sensitiveWordHandlers(deps),
    ...commentReviewHandlers(deps),
    ...homeworkReviewHandlers(deps),
  };
}
