import type { AdminDeps } from '../backoffice/AdminHandlers';
import { artworkContent } from './artworkContent';
import { artworkSourceHandlers } from './artworkSourceHandlers';
import { contentKindHandlers } from './contentKindHandlers';
import {
  activityContent,
  bannerContent,
  courseContent,
  hallContent,
  hallWorkContent,
  pageContent,
  productTypeContent,
  projectContent,
} from './definedContent';
import { newsContent } from './newsContent';

/** The calls of every kind of content, one line per kind. */
export function allContentHandlers(deps: AdminDeps) {
  return {
    ...contentKindHandlers(deps, 'news', newsContent),
    ...contentKindHandlers(deps, 'artworks', artworkContent),
    ...artworkSourceHandlers(deps),
    ...contentKindHandlers(deps, 'activities', activityContent),
    ...contentKindHandlers(deps, 'courses', courseContent),
    ...contentKindHandlers(deps, 'banners', bannerContent),
    ...contentKindHandlers(deps, 'categories', productTypeContent),
    ...contentKindHandlers(deps, 'projects', projectContent),
    ...contentKindHandlers(deps, 'exhibitions', hallContent),
    ...contentKindHandlers(deps, 'hallWorks', hallWorkContent),
    ...contentKindHandlers(deps, 'pages', pageContent),
  };
}
