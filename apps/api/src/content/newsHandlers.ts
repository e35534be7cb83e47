import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from '../backoffice/AdminHandlers';
import { contentHandlers } from './contentHandlers';
import { newsContent } from './newsContent';

/** 资讯's back-office calls. */
export function newsContentHandlers(
  deps: AdminDeps,
): AdminHandlerSet<Exclude<AdminResourceCalls<'news'>, 'news.preview'>> {
  const h = contentHandlers(deps, newsContent);
  return {
    'news.list': h.list,
    'news.get': h.get,
    'news.create': h.create,
    'news.update': h.update,
    'news.publish': h.publish,
    'news.schedule': h.schedule,
    'news.withdraw': h.withdraw,
    'news.versions': h.versions,
    'news.restore': h.restore,
    'news.delete': h.delete,
  };
}
