import { createApi } from '@reduxjs/toolkit/query/react';
import { clientBaseQuery } from './clientBaseQuery';
import { callEndpoints } from './callEndpoints';
import { PORTAL_API_PATH } from './portalBuilder';
import { TAG_TYPES } from './tagTypes';

/**
 * Server data: one RTK Query endpoint per contract call (`artworks.list` → `portalApi.endpoints.artworksList`), over
 * the api-client that `makeStore` was given. Pages call `portalApi.endpoints.<name>.useQuery(arg)` /
 * `.useMutation()`; errors are the client's `ApiError`. When the browser comes back
 * online, every query something shows is asked again (failed ones recover; mutations are never re-sent).
 */
export const portalApi = createApi({
  reducerPath: PORTAL_API_PATH,
  baseQuery: clientBaseQuery,
  tagTypes: TAG_TYPES,
  // Acts once makeStore has set up the browser's online listener. Focus refetches are left off: the content changes
  // slowly, and refetching every subscribed query on each tab switch would cost the server for nothing.
  refetchOnReconnect: true,
  endpoints: callEndpoints,
});
