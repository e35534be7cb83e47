import type { ContentKind, ContentRow } from './ContentKind';
import { artworkContent } from './artworkContent';
import { definedContents } from './definedContent';
import { newsContent } from './newsContent';

/** A kind of content of any record type, as the scheduler and the epoch watcher handle them all alike. */
export type AnyContentKind = ContentKind<ContentRow, never, unknown, unknown>;

/** Every kind the back office publishes: one entry per kind. */
export const contentKinds: readonly AnyContentKind[] = [
  newsContent as unknown as AnyContentKind,
  artworkContent as unknown as AnyContentKind,
  ...definedContents.map((kind) => kind as unknown as AnyContentKind),
];
