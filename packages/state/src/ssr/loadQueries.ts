import type { ApiError, ApiClient } from '@art-portal/api-client';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { portalApi } from '../api/portalApi';
import { createMemoryStorage } from '../token/createMemoryStorage';
import { createTokenStorage } from '../token/createTokenStorage';
import { createWebPersistStorage } from '../persistence/createWebPersistStorage';
import { makeStore, type AppDispatch } from '../makeStore';
import type { QueryEntry } from './QueryEntry';

/** What a server-side load found: the fulfilled queries to hand to the browser, and the errors of the failed ones. */
export type LoadedQueries = { entries: QueryEntry[]; errors: ApiError[] };

/**
 * Runs the queries `start` dispatches on a store of its own (no token, no browser state), waits for all of them and
 * returns their results: what a page's server loader sends with its HTML, so the browser's store starts from it.
 */
export async function loadQueries(
  api: ApiClient,
  start: (dispatch: AppDispatch) => void,
): Promise<LoadedQueries> {
  const memory = createMemoryStorage();
  const { store } = makeStore({
    api,
    storage: createWebPersistStorage(memory),
    tokenStorage: createTokenStorage({ session: memory, local: memory }),
    refetchOnReconnect: false,
    deferBrowserState: true,
  });
  start(store.dispatch);
  // A query's result can start another (a picture known from the data), so wait until nothing runs.
  for (let running = store.dispatch(portalApi.util.getRunningQueriesThunk()); running.length > 0;) {
    await Promise.allSettled(running);
    running = store.dispatch(portalApi.util.getRunningQueriesThunk());
  }
  const entries: QueryEntry[] = [];
  const errors: ApiError[] = [];
  for (const query of Object.values(store.getState()[portalApi.reducerPath].queries)) {
    if (query?.status === QueryStatus.fulfilled)
      entries.push({ endpointName: query.endpointName, arg: query.originalArgs, value: query.data });
    else if (query?.status === QueryStatus.rejected) errors.push(query.error as ApiError);
  }
  return { entries, errors };
}
