/** The user menu's dialogs that belong to a customer's session. */
export type AccountDialogName = 'verification' | 'personal-center';

// Under the drafts' prefix: whatever discards drafts (退出登录, another customer logging in) discards this too.
const KEY = 'art-portal-draft:reopen-dialog';

function isAccountDialogName(value: unknown): value is AccountDialogName {
  return value === 'verification' || value === 'personal-center';
}

/** The server ended the session while `dialog` was open: it opens again once the same customer is back. */
export function rememberDialogToReopen(owner: string, dialog: AccountDialogName): void {
  window.sessionStorage.setItem(KEY, JSON.stringify({ owner, dialog }));
}

/** The dialog to open again for this customer, if any; null for anyone else. Reads only: see {@link forgetDialogToReopen}. */
export function dialogToReopen(owner: string): AccountDialogName | null {
  const stored = window.sessionStorage.getItem(KEY);
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  const { owner: storedOwner, dialog } = (parsed ?? {}) as { owner?: unknown; dialog?: unknown };
  return storedOwner === owner && isAccountDialogName(dialog) ? dialog : null;
}

/** The dialog has opened again: it opens only once. */
export function forgetDialogToReopen(): void {
  window.sessionStorage.removeItem(KEY);
}
