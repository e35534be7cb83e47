import type { ArtworkListQuery } from '@art-portal/api-client';
import { pageOf } from '../internal/pageOf';

export const ARTWORKS_PAGE_SIZE = 12;

/** The 数字作品 list call for the route's query (`type`, `infoType`, `keyword`, `page`). */
export function artworksQuery(search: URLSearchParams): ArtworkListQuery {
  const type = search.get('type');
  const infoType = search.get('infoType');
  const keyword = search.get('keyword');
  return {
    pageNum: pageOf(search),
    pageSize: ARTWORKS_PAGE_SIZE,
    ...(type ? { productType: type } : {}),
    ...(infoType ? { productInfoType: infoType } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
