/** A `%keyword%` ILIKE pattern with the keyword's own wildcards escaped, or null for an empty keyword. */
export function likePattern(keyword: string | undefined): string | null {
  const trimmed = keyword?.trim().slice(0, 100);
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, '\\$&')}%` : null;
}
