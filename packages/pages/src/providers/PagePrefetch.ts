import type { AppDispatch } from '@art-portal/state';

/**
 * Starts a page's API calls from the store, before the page renders, with the arguments its hooks will use, so
 * the hooks find them in flight instead of starting them after the first render. `search` is the route's query.
 */
export type PagePrefetch = (dispatch: AppDispatch, search: URLSearchParams) => void;
