import type { Course } from '@art-portal/api-client';
import { portalApi } from '@art-portal/state';
import { absolutePicture } from '../routing/absoluteUrl';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { recordRoute } from '../routing/RecordRoute';

/** 课程详情's route (`?id=`): the course, 404 when there is none; its comments and the customer's check-in come in the browser. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '课程详情',
  breadcrumb: [crumbs.home, crumbs.education, crumbs.courses],
  path: '/education/course/detail',
  queries: (dispatch, search) => {
    const id = search.get('id') ?? '';
    if (id !== '') dispatch(portalApi.util.prefetch('coursesGet', { id }, {}));
  },
  record: recordRoute<Course>(
    'coursesGet',
    { message: '课程不存在', label: '返回视频教程', to: '/education/course' },
    (course, publicUrl) => {
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
  ),
});
