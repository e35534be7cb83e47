import { useCallback, useState } from 'react';

const PREFIX = 'art-portal-draft:';

function read<T>(key: string, initial: T): T {
  if (typeof window === 'undefined') return initial;
  const stored = window.sessionStorage.getItem(PREFIX + key);
  if (stored === null) return initial;
  try {
    return { ...initial, ...(JSON.parse(stored) as Partial<T>) };
  } catch {
    return initial;
  }
}

/**
 * Form state kept in sessionStorage as it is typed, so nothing is lost when the session ends mid-form
 * (10001/401 sends the customer to login) or the page reloads. `clear()` after a successful submit.
 * Read once on mount: give the form a React `key` per draft.
 */
export function useDraft<T extends object>(
  key: string,
  initial: T,
): [T, (update: (current: T) => T) => void, () => void] {
  const [value, setValue] = useState<T>(() => read(key, initial));
  const update = useCallback(
    (change: (current: T) => T) => {
      setValue((current) => {
        const next = change(current);
        window.sessionStorage.setItem(PREFIX + key, JSON.stringify(next));
        return next;
      });
    },
    [key],
  );
  const clear = useCallback(() => {
    window.sessionStorage.removeItem(PREFIX + key);
    setValue(initial);
    // `initial` is a fresh literal on every render; the draft is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [value, update, clear];
}

/** Forgets every draft of this tab: a customer who logs out on purpose leaves nothing typed for the next one. */
export function clearDrafts(): void {
  const keys = Array.from({ length: window.sessionStorage.length }, (_, index) =>
    window.sessionStorage.key(index),
  );
  for (const key of keys) if (key?.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
}
