import { absolutePicture } from '../routing/absoluteUrl';
import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pathTo } from '../routing/pathTo';
import { pageQuery } from '../routing/pageQuery';
import { idOf } from '../routing/idOf';

/** 课程详情's route (`?id=`): the course, 404 when there is none; its comments and the customer's check-in come in the browser. */
export const route = definePage({
  title: '课程详情',
  crumbs: [crumbs.home, crumbs.education, crumbs.courses],
  page: 'courseDetail',
  queries: (search: URLSearchParams) => ({ course: pageQuery('coursesGet', idOf(search)) }),
  record: {
    query: 'course',
    missing: { message: '课程不存在', label: '返回视频教程', to: pathTo('courses') },
    describe: (course, publicUrl) => {
      const image = absolutePicture(course.cover, publicUrl);
      return {
        title: course.title,
        description: course.summary,
        ...(image ? { image } : {}),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: course.title,
          description: course.summary,
          provider: { '@type': 'Organization', name: '数字艺术门户', sameAs: publicUrl },
          ...(course.lecturer ? { instructor: { '@type': 'Person', name: course.lecturer } } : {}),
          ...(image ? { image } : {}),
          inLanguage: 'zh-CN',
        },
      };
    },
  },
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
