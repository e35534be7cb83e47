import type { Artwork } from '@art-portal/api-client';
import { absolutePicture } from '../routing/absoluteUrl';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { recordRoute } from '../routing/RecordRoute';
import { artworkImages } from './artworkPicture';
import { prefetchArtworkDetailPage } from './prefetchArtworkDetailPage';

function describeArtwork(artwork: Artwork) {
  return [
    `作者：${artwork.author}`,
    artwork.productTypeName && `作品类别：${artwork.productTypeName}`,
    artwork.year && `创作年份：${artwork.year}`,
    artwork.technique && `创作技法：${artwork.technique}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 作品详情's route (`?id=`): the work (404 when there is none) and its 其他作品. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '作品详情',
  breadcrumb: [crumbs.home, crumbs.artworks, crumbs.digitalWorks],
  path: '/artWorks/detail',
  queries: prefetchArtworkDetailPage,
  record: recordRoute<Artwork>(
    'artworksGet',
    { message: '作品不存在', label: '返回数字作品', to: '/artWorks/index' },
    (artwork, publicUrl) => {
      const image = absolutePicture(artworkImages(artwork)[0] ?? artwork.cover, publicUrl);
      const description = describeArtwork(artwork);
      return {
        title: artwork.title,
        description,
        ...(image ? { image } : {}),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'VisualArtwork',
          name: artwork.title,
          description,
          creator: { '@type': 'Person', name: artwork.author },
          ...(image ? { image } : {}),
          ...(artwork.productTypeName ? { artform: artwork.productTypeName } : {}),
          ...(artwork.year ? { dateCreated: artwork.year } : {}),
          ...(artwork.technique ? { artMedium: artwork.technique } : {}),
          datePublished: artwork.createTime,
        },
      };
    },
  ),
});
