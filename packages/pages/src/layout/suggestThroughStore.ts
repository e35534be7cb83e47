import type { HeaderSuggestion } from '@art-portal/ui-shell/app-shell';
import { portalApi, type AppStore } from '@art-portal/state';
import { searchKindLabels } from '../search/searchKinds';

/** The completions of `keyword` through the store's cache (`search.suggest`), named as the results' tabs name kinds. */
export async function suggestThroughStore(
  store: AppStore,
  keyword: string,
  signal: AbortSignal,
): Promise<readonly HeaderSuggestion[]> {
  const request = store.dispatch(
    portalApi.endpoints.searchSuggest.initiate({ keyword }, { subscribe: false }),
  );
  signal.addEventListener('abort', () => request.abort());
  const found = await request.unwrap();
  return found.map(({ text, kind }) => ({ text, kind: searchKindLabels[kind] }));
}
