import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery } from './clientBaseQuery';
import { accountEndpoints } from './endpoints/accountEndpoints';
import { activityEndpoints } from './endpoints/activityEndpoints';
import { contentEndpoints } from './endpoints/contentEndpoints';
import { courseEndpoints } from './endpoints/courseEndpoints';
import { PORTAL_API_PATH } from './portalBuilder';
import { TAG_TYPES } from './tagTypes';

/**
 * Server data: one RTK Query endpoint per contract call, over the api-client that `makeStore` was given.
 * Hooks are `use<Name>Query` / `use<Name>Mutation`; errors are the client's `ApiError`.
 */
export const portalApi = createApi({
  reducerPath: PORTAL_API_PATH,
  baseQuery: clientBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: (build) => ({
    ...contentEndpoints(build),
    ...courseEndpoints(build),
    ...activityEndpoints(build),
    ...accountEndpoints(build),
  }),
});
