import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type { Banner, VisitCount } from '../types/home';

/** `api.home`: banners and the visit counter. */
export interface HomeResource {
  /** POST /portal/banner/selectList. */
  listBanners(options?: CallOptions): Promise<Banner[]>;
  /** GET /portal/home/visit: counts this visit and returns the new total. */
  countVisit(options?: CallOptions): Promise<VisitCount>;
}

/** Builds `api.home` over a connection (see `createApiConnection`). */
export function createHomeResource(connection: ApiConnection): HomeResource {
  const t = transportOf(connection);
  return {
    listBanners: (options) => t.call({ method: 'POST', path: '/portal/banner/selectList' }, options),
    countVisit: (options) => t.call({ method: 'GET', path: '/portal/home/visit' }, options),
  };
}
