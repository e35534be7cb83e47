import { absolutePicture } from '../routing/absoluteUrl';
import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pathTo } from '../routing/pathTo';
import { pageQuery, startPageQuery } from '../routing/pageQuery';
import { idOf } from '../routing/idOf';
import { preloadPicture } from '../internal/preloadPicture';
import { newsCoverPicture } from './newsCoverPicture';
import { neighboursQuery } from './neighboursQuery';

/** 资讯详情's route (`?id=`): the article, 404 when there is none, and its neighbours. */
export const route = definePage({
  title: '资讯详情',
  crumbs: [crumbs.home, crumbs.friends, crumbs.news],
  page: 'newsDetail',
  queries: (search) => ({ news: pageQuery('newsGet', idOf(search)) }),
  // The picture behind its title, and its neighbours, as soon as the article is known.
  then: {
    news: (news, dispatch) => {
      preloadPicture(newsCoverPicture(news));
      void startPageQuery(dispatch, neighboursQuery(news)).catch(() => undefined);
    },
  },
  record: {
    query: 'news',
    missing: { message: '资讯不存在', label: '返回行业资讯', to: pathTo('news') },
    describe: (news, publicUrl) => {
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
  },
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
