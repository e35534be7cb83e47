import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from '../backoffice/AdminHandlers';
import { artworkContent } from './artworkContent';
import { contentHandlers } from './contentHandlers';

/** 作品's back-office calls. */
export function artworkContentHandlers(
  deps: AdminDeps,
): AdminHandlerSet<Exclude<AdminResourceCalls<'artworks'>, 'artworks.preview'>> {
  const h = contentHandlers(deps, artworkContent);
  return {
    'artworks.list': h.list,
    'artworks.get': h.get,
    'artworks.create': h.create,
    'artworks.update': h.update,
    'artworks.publish': h.publish,
    'artworks.schedule': h.schedule,
    'artworks.withdraw': h.withdraw,
    'artworks.versions': h.versions,
    'artworks.restore': h.restore,
    'artworks.delete': h.delete,
  };
}
