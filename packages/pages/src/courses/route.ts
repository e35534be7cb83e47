import { portalApi } from '@art-portal/state';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { coursesQuery } from './coursesQuery';

/** 视频教程's route: the page of courses its query asks for. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '视频教程',
  breadcrumb: [crumbs.home, crumbs.education],
  path: '/education/course',
  description: '由一线艺术家与教师主讲的数字艺术视频教程，从入门到进阶。',
  queries: (dispatch, search) =>
    void dispatch(portalApi.util.prefetch('coursesList', coursesQuery(search), {})),
});
