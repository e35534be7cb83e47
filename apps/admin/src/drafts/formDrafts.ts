const prefix = 'art-portal-admin:draft:';

/**
 * Where a form's typed values wait while they are not saved: per record (`news:12`, `news:new`), in the tab's
 * sessionStorage. It survives a reload and a new login in that tab (an expired session sends the editor to /login and
 * back); it is not left behind for the next person on a shared computer once the tab is closed.
 */
export function draftKey(resource: string, id?: string | number | null): string {
  return `${prefix}${resource}:${id ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The values kept under `key`, or null. */
export function readDraft(key: string): Record<string, unknown> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const values: unknown = JSON.parse(raw);
    return typeof values === 'object' && values !== null && !Array.isArray(values)
      ? (values as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Keeps `values` under `key` (a full storage keeps the previous copy: typing goes on). */
export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Quota exceeded: the form still holds the values.
  }
}

/** Forgets the draft once its record is saved. */
export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}
