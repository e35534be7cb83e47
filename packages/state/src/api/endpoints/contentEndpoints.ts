import type { ApiClient } from '@art-portal/api-client';
import type { ArgOf, ResultOf } from '../clientCallTypes';
import type { PortalBuilder } from '../portalBuilder';

type Artworks = ApiClient['artworks'];
type Exhibitions = ApiClient['exhibitions'];
type News = ApiClient['news'];
type Home = ApiClient['home'];

/** Public content that is the same for everyone: artworks, exhibitions, news, the home page. */
export function contentEndpoints(build: PortalBuilder) {
  return {
    listArtworks: build.query<ResultOf<Artworks['list']>, ArgOf<Artworks['list']>>({
      query: (arg) => (api) => api.artworks.list(arg),
    }),
    getArtwork: build.query<ResultOf<Artworks['get']>, ArgOf<Artworks['get']>>({
      query: (arg) => (api) => api.artworks.get(arg),
    }),
    listRelatedArtworks: build.query<ResultOf<Artworks['listRelated']>, ArgOf<Artworks['listRelated']>>({
      query: (arg) => (api) => api.artworks.listRelated(arg),
    }),
    listProductTypes: build.query<ResultOf<Artworks['listTypes']>, ArgOf<Artworks['listTypes']>>({
      query: () => (api) => api.artworks.listTypes(),
    }),
    listProductInfoTypes: build.query<ResultOf<Artworks['listInfoTypes']>, ArgOf<Artworks['listInfoTypes']>>({
      query: () => (api) => api.artworks.listInfoTypes(),
    }),
    listProductionColumns: build.query<ResultOf<Artworks['listColumns']>, ArgOf<Artworks['listColumns']>>({
      query: (arg) => (api) => api.artworks.listColumns(arg),
    }),
    listExhibitionHalls: build.query<ResultOf<Exhibitions['listHalls']>, ArgOf<Exhibitions['listHalls']>>({
      query: (arg) => (api) => api.exhibitions.listHalls(arg),
    }),
    getExhibitionHall: build.query<ResultOf<Exhibitions['getHall']>, ArgOf<Exhibitions['getHall']>>({
      query: (arg) => (api) => api.exhibitions.getHall(arg),
    }),
    listNews: build.query<ResultOf<News['list']>, ArgOf<News['list']>>({
      query: (arg) => (api) => api.news.list(arg),
    }),
    getNews: build.query<ResultOf<News['get']>, ArgOf<News['get']>>({
      query: (arg) => (api) => api.news.get(arg),
    }),
    getNewsNeighbours: build.query<ResultOf<News['getNeighbours']>, ArgOf<News['getNeighbours']>>({
      query: (arg) => (api) => api.news.getNeighbours(arg),
    }),
    listBanners: build.query<ResultOf<Home['listBanners']>, ArgOf<Home['listBanners']>>({
      query: () => (api) => api.home.listBanners(),
    }),
    /** Counts this visit and returns the total; cached for the whole session so a visit counts once. */
    countVisit: build.query<ResultOf<Home['countVisit']>, ArgOf<Home['countVisit']>>({
      query: () => (api) => api.home.countVisit(),
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  };
}
