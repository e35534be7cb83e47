import { absolutePicture } from '../routing/absoluteUrl';
import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pathTo } from '../routing/pathTo';
import { pageQuery } from '../routing/pageQuery';
import { idOf } from '../routing/idOf';

/** 征集详情's route (`?id=`): the call, 404 when there is none. */
export const route = definePage({
  title: '征集详情',
  crumbs: [crumbs.home, crumbs.artworks, crumbs.calls],
  page: 'activityDetail',
  queries: (search: URLSearchParams) => ({ activity: pageQuery('activitiesGet', idOf(search)) }),
  record: {
    query: 'activity',
    missing: { message: '征集活动不存在', label: '返回作品征集', to: pathTo('activities') },
    describe: (activity, publicUrl) => {
      const image = absolutePicture(activity.cover, publicUrl);
      return { title: activity.title, description: activity.summary, ...(image ? { image } : {}) };
    },
  },
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
