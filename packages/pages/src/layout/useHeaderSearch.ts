import type { HeaderSearchOptions, SearchSuggest } from '@art-portal/ui-shell/app-shell';
import { portalApi, useAppStore } from '@art-portal/state';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { searchKindLabels } from '../search/searchKinds';
import { pathTo } from '../routing/pathTo';

const action = pathTo('search');

/** The header's search box: the results page, the query it shows, and completions through the store's cache. */
export function useHeaderSearch(): HeaderSearchOptions {
  const store = useAppStore();
  const { pathname, search } = useLocation();
  const suggest = useCallback<SearchSuggest>(
    async (keyword, signal) => {
      const request = store.dispatch(
        portalApi.endpoints.searchSuggest.initiate({ keyword }, { subscribe: false }),
      );
      signal.addEventListener('abort', () => request.abort());
      const found = await request.unwrap();
      return found.map(({ text, kind }) => ({ text, kind: searchKindLabels[kind] }));
    },
    [store],
  );
  const value = pathname === action ? (new URLSearchParams(search).get('q') ?? '') : '';
  return useMemo(() => ({ action, value, suggest }), [value, suggest]);
}
