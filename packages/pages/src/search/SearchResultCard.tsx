import type { SearchResult } from '@art-portal/api-client';
import { ContentCard, type ContentCardProps } from '@art-portal/ui-shell/content';
import { activityStatusNames } from '../internal/cards';
import { coverPicture } from '../internal/coverPicture';
import { formatCount } from '../internal/formatCount';
import { formatDate } from '../internal/dates';
import { pathTo } from '../routing/pathTo';
import { searchKindLabels } from './searchKinds';

type KindCard = Pick<ContentCardProps, 'to' | 'meta' | 'ratio'>;

/** Where a result leads and the line under its title, by its kind: what the kind's own card shows. */
function kindCard(result: SearchResult): KindCard {
  const date = formatDate(result.time);
  switch (result.kind) {
    case 'artworks':
      return { to: pathTo('artworkDetail', { id: result.id }), meta: `${result.author} · ${date}` };
    case 'activities':
      return {
        to: pathTo('activityDetail', { id: result.id }),
        meta: [result.status === null ? undefined : activityStatusNames[result.status], `${date} 开始`]
          .filter(Boolean)
          .join(' · '),
        ratio: '16 / 9',
      };
    case 'exhibitions':
      return {
        to: pathTo('cloudExhibition', { id: result.exhibitionId, hall: result.id }),
        meta: '云展览展厅',
        ratio: '16 / 9',
      };
    case 'news':
      return {
        to: pathTo('newsDetail', { id: result.id }),
        meta: `${result.author} · ${date}`,
        ratio: '16 / 9',
      };
    case 'courses':
      return {
        to: pathTo('courseDetail', { id: result.id }),
        meta: `主讲：${result.author} · ${formatCount(result.viewCount)} 次观看`,
        ratio: '16 / 9',
      };
  }
}

/** One search result as the card of its kind, its kind over the picture, the matched words marked. */
export function SearchResultCard({ result, eager }: { result: SearchResult; eager?: boolean }) {
  return (
    <ContentCard
      {...kindCard(result)}
      picture={coverPicture(result.cover ?? '')}
      title={result.title}
      excerpt={result.snippet}
      marked={result.matched}
      badge={searchKindLabels[result.kind]}
      eager={eager}
      headingLevel="h2"
    />
  );
}
