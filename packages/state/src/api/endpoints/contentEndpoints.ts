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
      query: (arg) => (api, options) => api.artworks.list(arg, options),
    }),
    getArtwork: build.query<ResultOf<Artworks['get']>, ArgOf<Artworks['get']>>({
      query: (arg) => (api, options) => api.artworks.get(arg, options),
    }),
    listRelatedArtworks: build.query<ResultOf<Artworks['listRelated']>, ArgOf<Artworks['listRelated']>>({
      query: (arg) => (api, options) => api.artworks.listRelated(arg, options),
    }),
    listProductTypes: build.query<ResultOf<Artworks['listTypes']>, ArgOf<Artworks['listTypes']>>({
      query: () => (api, options) => api.artworks.listTypes(options),
    }),
    listProductInfoTypes: build.query<ResultOf<Artworks['listInfoTypes']>, ArgOf<Artworks['listInfoTypes']>>({
      query: () => (api, options) => api.artworks.listInfoTypes(options),
    }),
    listProductionColumns: build.query<ResultOf<Artworks['listColumns']>, ArgOf<Artworks['listColumns']>>({
      query: (arg) => (api, options) => api.artworks.listColumns(arg, options),
    }),
    listExhibitionHalls: build.query<ResultOf<Exhibitions['listHalls']>, ArgOf<Exhibitions['listHalls']>>({
      query: (arg) => (api, options) => api.exhibitions.listHalls(arg, options),
    }),
    getExhibitionHall: build.query<ResultOf<Exhibitions['getHall']>, ArgOf<Exhibitions['getHall']>>({
      query: (arg) => (api, options) => api.exhibitions.getHall(arg, options),
    }),
    listNews: build.query<ResultOf<News['list']>, ArgOf<News['list']>>({
      query: (arg) => (api, options) => api.news.list(arg, options),
    }),
    getNews: build.query<ResultOf<News['get']>, ArgOf<News['get']>>({
      query: (arg) => (api, options) => api.news.get(arg, options),
    }),
    getNewsNeighbours: build.query<ResultOf<News['getNeighbours']>, ArgOf<News['getNeighbours']>>({
      query: (arg) => (api, options) => api.news.getNeighbours(arg, options),
    }),
    listBanners: build.query<ResultOf<Home['listBanners']>, ArgOf<Home['listBanners']>>({
      query: () => (api, options) => api.home.listBanners(options),
    }),
    /** Counts this visit and returns the total; cached for the whole session so a visit counts once. */
    countVisit: build.query<ResultOf<Home['countVisit']>, ArgOf<Home['countVisit']>>({
      query: () => (api, options) => api.home.countVisit(options),
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  };
}
