import type { SearchKind } from '@art-portal/api-client';
import type { RebuildProgress, SearchIndex } from './SearchIndex';
import { searchKindNames } from './searchKindNames';

/** Where an interrupted rebuild resumes: the kind it was on, after the last id it wrote. */
export type ReindexStart = { kind: SearchKind; after: number };

export type ReindexOptions = {
  /** Resume here, then go on with the kinds after it; from the start when absent. */
  from?: ReindexStart;
  /** Told when a kind starts and after each batch. */
  onKind?: (kind: SearchKind) => Promise<void> | void;
  onBatch?: (progress: RebuildProgress) => void;
};

/** Rebuilds the index of every kind from the records, kind after kind, each in batches; what each kind took. */
export async function reindexAll(
  index: SearchIndex,
  { from, onKind, onBatch }: ReindexOptions = {},
): Promise<RebuildProgress[]> {
  const start = from ? searchKindNames.indexOf(from.kind) : 0;
  const done: RebuildProgress[] = [];
  for (const kind of searchKindNames.slice(start)) {
    await onKind?.(kind);
    const after = from?.kind === kind ? from.after : 0;
    done.push(await index.rebuild(kind, { from: after, ...(onBatch ? { onBatch } : {}) }));
  }
  return done;
}
