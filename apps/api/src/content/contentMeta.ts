import type { ContentRow } from './ContentKind';
import { sanitizeRichText } from './sanitizeRichText';

/** The publishing fields every record of every kind answers with (the contract's `contentMetaProperties`). */
export function contentMeta(row: ContentRow) {
  return {
    id: String(row.id),
    state: row.state,
    version: row.version,
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A version's text field as a form sends it ('' when absent). */
export const versionText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A version's list of texts as a form sends it. */
export const versionTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A version's number as a form sends it (0 when absent). */
export const versionNumber = (value: unknown): number => (typeof value === 'number' ? value : 0);

/**
 * Rich text sanitised for storing; the stored text stays when the editor sent it back unchanged (sanitising again
 * may reorder a tag's attributes, which 历史版本 would show as a change).
 */
export function keptRichText(sent: string, stored: string | undefined): string {
  const sanitized = sanitizeRichText(sent);
  return stored !== undefined && sanitized === sanitizeRichText(stored) ? stored : sanitized;
}
