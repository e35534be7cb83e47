import { portalApi } from '../api/portalApi';
import type { AppStore } from '../makeStore';
import type { QueryEntry } from './QueryEntry';

type UpsertEntries = Parameters<typeof portalApi.util.upsertQueryEntries>[0];

/** Puts queries a server loaded into the store's cache, as if they had been fetched here: none is asked again. */
export function seedQueries(store: AppStore, entries: readonly QueryEntry[]): void {
  if (entries.length > 0)
    store.dispatch(portalApi.util.upsertQueryEntries(entries as unknown as UpsertEntries));
}
