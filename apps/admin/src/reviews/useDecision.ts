import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { failureMessage } from './failureMessage';

/** A decision made from a row's button: busy while it runs, then said (or the server's refusal), then the list read again. */
export function useDecision(): {
  busy: boolean;
  decide: (call: () => Promise<unknown>, done: string) => Promise<void>;
} {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const decide = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { busy, decide };
}
