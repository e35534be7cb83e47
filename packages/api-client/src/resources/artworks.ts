import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type {
  ArtworkListQuery,
  Artwork,
  ArtworkSummary,
  ProductInfoType,
  ProductionColumn,
  ProductType,
} from '../types/artworks';
import type { IdQuery, Page, PageQuery } from '../types/common';

/** `api.artworks`: published artworks, their types and columns. */
export interface ArtworksResource {
  /** POST /portal/production/selectAuthList: a page of published artworks. */
  list(query: ArtworkListQuery, options?: CallOptions): Promise<Page<ArtworkSummary>>;
  /** POST /portal/type/productType. */
  listTypes(options?: CallOptions): Promise<ProductType[]>;
  /** POST /portal/type/productInfoType. */
  listInfoTypes(options?: CallOptions): Promise<ProductInfoType[]>;
  /** POST /portal/productionColumn/selectPageList: a page of columns. */
  listColumns(query: PageQuery, options?: CallOptions): Promise<Page<ProductionColumn>>;
  /** GET /portal/production/getInfo: one artwork. */
  get(query: IdQuery, options?: CallOptions): Promise<Artwork>;
  /** GET /portal/production/getAnoList: other works to see next. */
  listRelated(query: IdQuery, options?: CallOptions): Promise<ArtworkSummary[]>;
}

/** Builds `api.artworks` over a connection (see `createApiConnection`). */
export function createArtworksResource(connection: ApiConnection): ArtworksResource {
  const t = transportOf(connection);
  return {
    list: ({ pageNum, pageSize, productType, productInfoType, keyword }, options) =>
      t.call(
        {
          method: 'POST',
          path: '/portal/production/selectAuthList',
          body: { pageNum, pageSize, productType, productInfoType, keyword },
        },
        options,
      ),
    listTypes: (options) => t.call({ method: 'POST', path: '/portal/type/productType' }, options),
    listInfoTypes: (options) => t.call({ method: 'POST', path: '/portal/type/productInfoType' }, options),
    listColumns: ({ pageNum, pageSize }, options) =>
      t.call(
        { method: 'POST', path: '/portal/productionColumn/selectPageList', body: { pageNum, pageSize } },
        options,
      ),
    get: ({ id }, options) =>
      t.call({ method: 'GET', path: '/portal/production/getInfo', query: { id } }, options),
    listRelated: ({ id }, options) =>
      t.call({ method: 'GET', path: '/portal/production/getAnoList', query: { id } }, options),
  };
}
