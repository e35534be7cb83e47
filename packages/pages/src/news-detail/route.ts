import type { News } from '@art-portal/api-client';
import { absolutePicture } from '../routing/absoluteUrl';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { recordRoute } from '../routing/RecordRoute';
import { prefetchNewsDetailPage } from './prefetchNewsDetailPage';

/** 资讯详情's route (`?id=`): the article, 404 when there is none, and its neighbours. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '资讯详情',
  breadcrumb: [crumbs.home, crumbs.friends, crumbs.news],
  path: '/news/detail',
  queries: prefetchNewsDetailPage,
  record: recordRoute<News>(
    'newsGet',
    { message: '资讯不存在', label: '返回行业资讯', to: '/news/index' },
    (news, publicUrl) => {
      const image = absolutePicture(news.cover, publicUrl);
      return {
        title: news.title,
        description: news.summary,
        ...(image ? { image } : {}),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: news.title,
          description: news.summary,
          datePublished: news.publishTime,
          ...(news.author ? { author: { '@type': 'Person', name: news.author } } : {}),
          ...(news.source ? { publisher: { '@type': 'Organization', name: news.source } } : {}),
          ...(image ? { image: [image] } : {}),
          inLanguage: 'zh-CN',
        },
      };
    },
  ),
});
