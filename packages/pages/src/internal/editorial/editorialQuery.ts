import { pageQuery } from '../../routing/pageQuery';
import type { PageName } from '../../routing/portalRouteList';

/** The call of an editorial page (页面), named by its page in the route list: the back office publishes its words. */
export const editorialQuery = (page: PageName) => ({ page: pageQuery('pagesGet', { slug: page }) });

/** An editorial page's record: 404 before it is published, 410 once taken down; its own description stays. */
export const editorialRecord = {
  query: 'page',
  missing: { message: '页面不存在', label: '返回首页', to: '/' },
} as const;
