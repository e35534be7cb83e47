import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pageQuery } from '../routing/pageQuery';
import { coursesQuery } from './coursesQuery';

/** 视频教程's route: the page of courses its query asks for. */
export const route = definePage({
  crumbs: [crumbs.home, crumbs.education],
  page: 'courses',
  description: '由一线艺术家与教师主讲的数字艺术视频教程，从入门到进阶。',
  queries: (search) => ({ courses: pageQuery('coursesList', coursesQuery(search)) }),
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
