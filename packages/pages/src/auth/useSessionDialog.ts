import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { dialogToReopen, forgetDialogToReopen, rememberDialogToReopen } from './dialogToReopen';
import { isLoginPath } from './returnTo';

/**
 * Which of `names` is open, if any, for a dialog that belongs to a session (the user menu's, 参与征集): when the
 * session ends it closes. When the server ended it (10001/401) rather than the customer, the dialog opens again,
 * with what was typed, once the same customer has logged in and is back on a page that offers it. `close` is the
 * customer's own 关闭 (or a change that needs a new login).
 *
 * @example
 * const { dialog, open, close } = useSessionDialog(['verification', 'personal-center'], loggedIn, phone);
 */
export function useSessionDialog<Name extends string>(
  names: readonly Name[],
  loggedIn: boolean,
  customerPhone: string | undefined,
) {
  const [dialog, setDialog] = useState<Name | null>(null);
  const { pathname } = useLocation();
  const shown = useRef<{ dialog: Name; owner: string } | null>(null);
  if (!loggedIn && dialog !== null) setDialog(null);

  useEffect(() => {
    if (loggedIn) {
      shown.current = dialog !== null && customerPhone ? { dialog, owner: customerPhone } : null;
    } else if (shown.current) {
      rememberDialogToReopen(shown.current.owner, shown.current.dialog);
      shown.current = null;
    }
  }, [loggedIn, dialog, customerPhone]);

  const reopen =
    loggedIn && customerPhone && !isLoginPath(pathname) ? dialogToReopen(customerPhone, names) : null;
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
