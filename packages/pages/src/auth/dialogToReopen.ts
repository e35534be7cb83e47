// Under the drafts' prefix: whatever discards drafts (退出登录, another customer logging in) discards this too.
const KEY = 'art-portal-draft:reopen-dialog';

/**
 * The server ended the session while `dialog` was open: it opens again once the same customer is back. One dialog
 * is kept for the whole tab, named by whoever opens it (`personal-center`, `entry:12`).
 */
export function rememberDialogToReopen(owner: string, dialog: string): void {
  window.sessionStorage.setItem(KEY, JSON.stringify({ owner, dialog }));
}

/**
 * The dialog to open again for this customer if it is one of `names`; null for anyone else or any other dialog.
 * Reads only: see {@link forgetDialogToReopen}.
 */
export function dialogToReopen<Name extends string>(owner: string, names: readonly Name[]): Name | null {
  const stored = window.sessionStorage.getItem(KEY);
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  const { owner: storedOwner, dialog } = (parsed ?? {}) as { owner?: unknown; dialog?: unknown };
  const named = names.find((name) => name === dialog);
  return storedOwner === owner && named !== undefined ? named : null;
}

/** The dialog has opened again: it opens only once. */
export function forgetDialogToReopen(): void {
  window.sessionStorage.removeItem(KEY);
}
