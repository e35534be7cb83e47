import type { HeaderSearchOptions, SearchSuggest } from '@art-portal/ui-shell/app-shell';
import { useAppStore } from '@art-portal/state';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { pathTo } from '../routing/pathTo';

const action = pathTo('search');

/** The header's search box: the results page, the query it shows, and completions (their code loads with the first). */
export function useHeaderSearch(): HeaderSearchOptions {
  const store = useAppStore();
  const { pathname, search } = useLocation();
  const suggest = useCallback<SearchSuggest>(
    async (keyword, signal) =>
      (await import('./suggestThroughStore')).suggestThroughStore(store, keyword, signal),
    [store],
  );
  const value = pathname === action ? (new URLSearchParams(search).get('q') ?? '') : '';
  return useMemo(() => ({ action, value, suggest }), [value, suggest]);
}
