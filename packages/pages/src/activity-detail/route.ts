import type { Activity } from '@art-portal/api-client';
import { portalApi } from '@art-portal/state';
import { absolutePicture } from '../routing/absoluteUrl';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { recordRoute } from '../routing/RecordRoute';

/** 征集详情's route (`?id=`): the call, 404 when there is none. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '征集详情',
  breadcrumb: [crumbs.home, crumbs.artworks, crumbs.calls],
  path: '/activity/detail',
  queries: (dispatch, search) => {
    const id = search.get('id') ?? '';
    if (id !== '') dispatch(portalApi.util.prefetch('activitiesGet', { id }, {}));
  },
  record: recordRoute<Activity>(
    'activitiesGet',
    { message: '征集活动不存在', label: '返回作品征集', to: '/activity/index' },
    (activity, publicUrl) => {
      const image = absolutePicture(activity.cover, publicUrl);
      return { title: activity.title, description: activity.summary, ...(image ? { image } : {}) };
    },
  ),
});
