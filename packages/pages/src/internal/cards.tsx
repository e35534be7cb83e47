import type { ActivitySummary, ArtworkSummary, CourseSummary, NewsSummary } from '@art-portal/api-client';
import { ContentCard } from '@art-portal/ui-shell/content';
import { pathTo } from '../routing/pathTo';
import { coverPicture } from './coverPicture';
import { formatDate, formatDuration } from './dates';

export const activityStatusNames = { 0: '未开始', 1: '征集中', 2: '评审中', 3: '已结束' } as const;

export function ArtworkCard({
  artwork,
  eager,
  dark,
  headingLevel,
}: {
  artwork: ArtworkSummary;
  eager?: boolean;
  dark?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ContentCard
      to={pathTo('artworkDetail', { id: artwork.id })}
      picture={coverPicture(artwork.cover)}
      title={artwork.title}
      badge={artwork.productTypeName}
      meta={`${artwork.author} · ${artwork.productInfoTypeName}`}
      eager={eager}
      dark={dark}
      headingLevel={headingLevel}
    />
  );
}

/** 首页's 征集 grid: one column on phones, two on tablets, three of 368 px in the desktop's container. */
const activityCardSizes = '(max-width: 599.95px) calc(100vw - 32px), (max-width: 1199.95px) 50vw, 368px';

export function ActivityCard({ activity, eager }: { activity: ActivitySummary; eager?: boolean }) {
  return (
    <ContentCard
      to={`/activity/detail?id=${activity.id}`}
      picture={coverPicture(activity.cover)}
      title={activity.title}
      badge={activityStatusNames[activity.status]}
      ratio="16 / 9"
      meta={`截止 ${formatDate(activity.endTime)} · ${activity.entryCount} 件参赛作品`}
      eager={eager}
      sizes={activityCardSizes}
    />
  );
}

export function NewsCard({ news, eager }: { news: NewsSummary; eager?: boolean }) {
  return (
    <ContentCard
      to={`/news/detail?id=${news.id}`}
      picture={coverPicture(news.cover)}
      title={news.title}
      ratio="16 / 9"
      meta={`${news.source} · ${formatDate(news.publishTime)}`}
      eager={eager}
    />
  );
}

export function CourseCard({
  course,
  eager,
  headingLevel,
}: {
  course: CourseSummary;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ContentCard
      to={pathTo('courseDetail', { id: course.id })}
      picture={coverPicture(course.cover)}
      title={course.title}
      badge={formatDuration(course.duration)}
      ratio="16 / 9"
      meta={`主讲：${course.lecturer} · ${course.viewCount} 次观看`}
      eager={eager}
      headingLevel={headingLevel}
    />
  );
}
