import type { Transport } from '../internal/createTransport';
import type { ArtworkListQuery, Artwork, ArtworkSummary, ProductInfoType, ProductionColumn, ProductType } from '../types/artworks';
import type { IdQuery, Page, PageQuery } from '../types/common';

/** `api.artworks`: published artworks, their types and columns. */
export interface ArtworksResource {
  /** POST /portal/production/selectAuthList: a page of published artworks. */
  list(query: ArtworkListQuery): Promise<Page<ArtworkSummary>>;
  /** POST /portal/type/productType. */
  listTypes(): Promise<ProductType[]>;
  /** POST /portal/type/productInfoType. */
  listInfoTypes(): Promise<ProductInfoType[]>;
  /** POST /portal/productionColumn/selectPageList: a page of columns. */
  listColumns(query: PageQuery): Promise<Page<ProductionColumn>>;
  /** GET /portal/production/getInfo: one artwork. */
  get(query: IdQuery): Promise<Artwork>;
  /** GET /portal/production/getAnoList: other works to see next. */
  listRelated(query: IdQuery): Promise<ArtworkSummary[]>;
}

/** Builds `api.artworks` over a transport. */
export function createArtworksResource(t: Transport): ArtworksResource {
  return {
    list: ({ pageNum, pageSize, productType, productInfoType, keyword }) =>
      t.call({
        method: 'POST',
        path: '/portal/production/selectAuthList',
        body: { pageNum, pageSize, productType, productInfoType, keyword },
      }),
    listTypes: () => t.call({ method: 'POST', path: '/portal/type/productType' }),
    listInfoTypes: () => t.call({ method: 'POST', path: '/portal/type/productInfoType' }),
    listColumns: ({ pageNum, pageSize }) =>
      t.call({ method: 'POST', path: '/portal/productionColumn/selectPageList', body: { pageNum, pageSize } }),
    get: ({ id }) => t.call({ method: 'GET', path: '/portal/production/getInfo', query: { id } }),
    listRelated: ({ id }) => t.call({ method: 'GET', path: '/portal/production/getAnoList', query: { id } }),
  };
}
