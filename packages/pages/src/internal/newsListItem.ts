import type { NewsSummary } from '@art-portal/api-client';
import type { NewsListItem } from '@art-portal/ui-shell/content';
import { coverPicture } from './coverPicture';
import { formatDate } from './dates';

/** A news item as a row of `NewsList`: its cover, summary, source, date and reads, linking to 资讯详情. */
export function newsListItem(news: NewsSummary): NewsListItem {
  return {
    id: news.id,
    to: `/news/detail?id=${news.id}`,
    title: news.title,
    summary: news.summary,
    meta: [news.source, formatDate(news.publishTime), `${news.viewCount} 次阅读`].filter(Boolean).join(' · '),
    picture: coverPicture(news.cover),
  };
}
