import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pageQuery } from '../routing/pageQuery';
import { artworksQuery } from './artworksQuery';

/** 数字作品's route: the filters and the page of works its query asks for. */
export const route = definePage({
  page: 'artworks',
  crumbs: [crumbs.home, crumbs.artworks],
  description: '浏览数字艺术作品：按作品类别、作品来源与关键词筛选。',
  queries: (search) => ({
    types: pageQuery('artworksListTypes'),
    infoTypes: pageQuery('artworksListInfoTypes'),
    artworks: pageQuery('artworksList', artworksQuery(search)),
  }),
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
