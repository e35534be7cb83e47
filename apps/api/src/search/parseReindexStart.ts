import { searchKindNames } from './searchKindNames';
import type { ReindexStart } from './reindexAll';

/** `artworks:523000` as where a rebuild resumes; null when it names no kind the index holds or no id. */
export function parseReindexStart(text: string): ReindexStart | null {
  const match = /^([a-z]+):(\d+)$/.exec(text.trim());
  const kind = searchKindNames.find((name) => name === match?.[1]);
  return kind && match?.[2] ? { kind, after: Number(match[2]) } : null;
}
