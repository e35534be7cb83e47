import { eq } from 'drizzle-orm';
import type { AdminDeps, AdminHandlerSet } from '../backoffice/AdminHandlers';
import { BusinessError, notFound } from '../http/BusinessError';
import { toKey } from '../http/paging';
import { previewKey } from './previewKey';
import { previewTargets, type PreviewResource } from './previewTargets';

/** 预览's calls: the address where a record opens as the portal would render it, for this session only. */
export function contentPreviewHandlers(
  deps: AdminDeps,
): AdminHandlerSet<'news.preview' | 'artworks.preview'> {
  const { db, adminOrigin, renderPreview } = deps;

  function previewOf(resource: PreviewResource) {
    return async ({
      query,
      request,
    }: {
      query: { id: string };
      request: { staffSessionId: string | null };
    }) => {
      const target = previewTargets[resource];
      const key = toKey(query.id);
      const [found] =
        key === null
          ? []
          : await db.select({ id: target.table.id }).from(target.table).where(eq(target.table.id, key));
      if (!found) throw notFound(target.what);
      if (!renderPreview) throw new BusinessError(503, '此实例没有加载门户的页面渲染，暂时无法预览');
      // The gate let the call through: the session is alive, so its id is set.
      const signed = previewKey(request.staffSessionId ?? '', resource, found.id);
      return { url: `${adminOrigin()}/preview/${resource}/${found.id}?key=${signed}` };
    };
  }

  return { 'news.preview': previewOf('news'), 'artworks.preview': previewOf('artworks') };
}
