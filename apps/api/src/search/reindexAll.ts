import type { SearchKind } from '@art-portal/api-client';
import type { SearchIndex } from './SearchIndex';
import { searchKinds } from './searchKinds';

/** Rebuilds the index of every kind from the records. */
export async function reindexAll(index: SearchIndex): Promise<void> {
  for (const kind of Object.keys(searchKinds) as SearchKind[]) await index.refresh(kind);
}
