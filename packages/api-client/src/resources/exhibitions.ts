import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type { IdQuery, Page } from '../types/common';
import type { ExhibitionHall, ExhibitionHallDetail, ExhibitionHallListQuery } from '../types/exhibitions';

/** `api.exhibitions`: the halls of the cloud exhibitions. */
export interface ExhibitionsResource {
  /** POST /portal/cloudExhibitionColumn/selectPageList: a page of halls. */
  listHalls(query: ExhibitionHallListQuery, options?: CallOptions): Promise<Page<ExhibitionHall>>;
  /** GET /portal/cloudExhibitionColumn/getInfo: one hall with its works. */
  getHall(query: IdQuery, options?: CallOptions): Promise<ExhibitionHallDetail>;
}

/** Builds `api.exhibitions` over a connection (see `createApiConnection`). */
export function createExhibitionsResource(connection: ApiConnection): ExhibitionsResource {
  const t = transportOf(connection);
  return {
    listHalls: ({ pageNum, pageSize, exhibitionId }, options) =>
      t.call(
        {
          method: 'POST',
          path: '/portal/cloudExhibitionColumn/selectPageList',
          body: { pageNum, pageSize, exhibitionId },
        },
        options,
      ),
    getHall: ({ id }, options) =>
      t.call({ method: 'GET', path: '/portal/cloudExhibitionColumn/getInfo', query: { id } }, options),
  };
}
