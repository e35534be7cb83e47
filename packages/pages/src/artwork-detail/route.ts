import type { Artwork } from '@art-portal/api-client';
import { absolutePicture } from '../routing/absoluteUrl';
import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pathTo } from '../routing/pathTo';
import { pageQuery } from '../routing/pageQuery';
import { idOf } from '../routing/idOf';
import { preloadPicture } from '../internal/preloadPicture';
import { artworkImages, firstArtworkPicture } from './artworkPicture';

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
export const route = definePage({
  title: '作品详情',
  crumbs: [crumbs.home, crumbs.artworks, crumbs.digitalWorks],
  page: 'artworkDetail',
  queries: (search) => ({
    artwork: pageQuery('artworksGet', idOf(search)),
    related: pageQuery('artworksListRelated', idOf(search)),
  }),
  // The work's picture as soon as the work is known.
  then: { artwork: (artwork) => preloadPicture(firstArtworkPicture(artwork)) },
  record: {
    query: 'artwork',
    missing: { message: '作品不存在', label: '返回数字作品', to: pathTo('artworks') },
    describe: (artwork, publicUrl) => {
      const image = absolutePicture(artworkImages(artwork)[0] ?? artwork.cover, publicUrl);
      const description = describeArtwork(artwork);
      const iiif = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';
      return {
        alternates: [{ href: artwork.manifest, type: iiif }],
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
          // Its IIIF Presentation 3 manifest, which any IIIF viewer opens at the picture's own pixels.
          subjectOf: {
            '@type': 'MediaObject',
            name: 'IIIF 清单',
            contentUrl: artwork.manifest,
            encodingFormat: iiif,
          },
        },
      };
    },
  },
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
