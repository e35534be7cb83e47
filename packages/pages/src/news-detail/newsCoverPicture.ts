import { pictureSrcSet, pictureUrl, type News } from '@art-portal/api-client';
import type { Picture } from '../internal/preloadPicture';

/**
 * The renditions behind 资讯详情's title: what the page renders and what its prefetch preloads. Dimmed to 30 %
 * under a gradient, the backdrop is asked for at 40 % of the window's width: no one sees the difference, and a
 * phone loads the 360 px rendition, a third of the bytes of the one its width would call for.
 */
export function newsCoverPicture(news: News): Picture {
  return {
    src: pictureUrl(news.cover, 'imglarge'),
    srcSet: pictureSrcSet(news.cover, [
      ['small', 360],
      ['imgsmall', 480],
      ['imgmedium', 960],
      ['imglarge', 1440],
    ]),
    sizes: '40vw',
  };
}
