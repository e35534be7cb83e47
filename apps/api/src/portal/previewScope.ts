import { AsyncLocalStorage } from 'node:async_hooks';

/** The record a 预览 renders: its kind's name (资讯, 作品) and its id. */
export type PreviewedRecord = { what: string; id: number };

const scope = new AsyncLocalStorage<PreviewedRecord>();

/**
 * Runs `render` as the 预览 of `record`: the public calls it makes in process answer that record whatever its 状态,
 * and nothing read meanwhile goes through the read cache. No request can enter this scope: only the back office's
 * preview page opens it, around the renderer's call.
 */
export function withPreview<T>(record: PreviewedRecord, render: () => Promise<T>): Promise<T> {
  return scope.run(record, render);
}

/** True inside a 预览's render. */
export function isPreviewing(): boolean {
  return scope.getStore() !== undefined;
}

/** True when the 预览 being rendered is the one of this record. */
export function isPreviewed(what: string, id: number): boolean {
  const record = scope.getStore();
  return record !== undefined && record.what === what && record.id === id;
}
