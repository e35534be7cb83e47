import { allContentHandlers } from '../content/allContentHandlers';
import { contentPreviewHandlers } from '../content/previewHandlers';
import { reviewHandlers } from '../reviews/reviewHandlers';
import { messageHandlers } from '../messages/messageHandlers';
import { commentReviewHandlers } from '../moderation/commentReviewHandlers';
import { homeworkReviewHandlers } from '../moderation/homeworkReviewHandlers';
import { sensitiveWordHandlers } from '../moderation/sensitiveWordHandlers';
import type { AdminDeps, AdminHandlers } from './AdminHandlers';
import { auditHandlers } from './auditHandlers';
import { dashboardHandlers } from './dashboardHandlers';
import { sessionHandlers } from './sessionHandlers';
import { staffHandlers } from './staffHandlers';
import { uploadHandlers } from './uploadHandlers';

/** A handler for every call of `adminRoutes`: one line per group, as in the route table. */
export function createAdminHandlers(deps: AdminDeps): AdminHandlers {
  return {
    ...sessionHandlers(deps),
    ...staffHandlers(deps),
    ...auditHandlers(deps),
    ...dashboardHandlers(deps),
    ...allContentHandlers(deps),
    ...contentPreviewHandlers(deps),
    ...reviewHandlers(deps),
    ...sensitiveWordHandlers(deps),
    ...commentReviewHandlers(deps),
    ...homeworkReviewHandlers(deps),
    ...messageHandlers(deps),
    ...uploadHandlers(deps),
  };
}
