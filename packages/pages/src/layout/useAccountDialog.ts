import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  dialogToReopen,
  forgetDialogToReopen,
  rememberDialogToReopen,
  type AccountDialogName,
} from '../auth/dialogToReopen';
import { isLoginPath } from '../auth/returnTo';

/** Which of the user menu's dialogs is open, if any. */
export type AccountDialog = AccountDialogName | null;

/**
 * The open account dialog. The dialogs belong to a session: when it ends they close. When the server ended it
 * (10001/401) rather than the customer, the dialog opens again, with what was typed, once the same customer has
 * logged in and is back on a page. `close` is the customer's own 关闭 (or a change that needs a new login).
 */
export function useAccountDialog(loggedIn: boolean, customerPhone: string | undefined) {
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const { pathname } = useLocation();
  const shown = useRef<{ dialog: AccountDialogName; owner: string } | null>(null);
  if (!loggedIn && dialog !== null) setDialog(null);

  useEffect(() => {
    if (loggedIn) {
      shown.current = dialog !== null && customerPhone ? { dialog, owner: customerPhone } : null;
    } else if (shown.current) {
      rememberDialogToReopen(shown.current.owner, shown.current.dialog);
      shown.current = null;
    }
  }, [loggedIn, dialog, customerPhone]);

  const reopen = loggedIn && customerPhone && !isLoginPath(pathname) ? dialogToReopen(customerPhone) : null;
  if (reopen !== null && dialog === null) setDialog(reopen);
  useEffect(() => {
    if (reopen !== null) forgetDialogToReopen();
  }, [reopen]);

  const close = useCallback(() => {
    shown.current = null;
    setDialog(null);
  }, []);
  return { dialog, open: setDialog, close };
}
