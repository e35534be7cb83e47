import Type, { type Static } from 'typebox';
import { adminRoute, EDITORS } from './AdminRouteDefinition';
import { ContentIdQuerySchema } from './content';

/** Schema of `ContentPreview`. */
export const ContentPreviewSchema = Type.Object({
  /**
   * The 预览's address on the back office's origin: the record as the portal would render it, whatever its 状态.
   * Only the session that asked for it can open it; it is marked `noindex` and never cached.
   */
  url: Type.String(),
});

/** Where a record's 预览 opens. */
export type ContentPreview = Static<typeof ContentPreviewSchema>;

/** The 预览 call of a kind of content (`news.preview`), for 编辑 and 管理员. */
export function previewRoute<const R extends string>(resource: R) {
  return adminRoute({
    name: `${resource}.preview`,
    method: 'GET',
    path: `/${resource}/preview`,
    roles: EDITORS,
    reads: true,
    query: ContentIdQuerySchema,
    data: ContentPreviewSchema,
  });
}

/** The kinds whose pages the portal renders and the back office previews: 资讯 and 作品. */
export const contentPreviewRoutes = [previewRoute('news'), previewRoute('artworks')] as const;
