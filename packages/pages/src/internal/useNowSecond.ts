import { useSyncExternalStore } from 'react';

function everySecond(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}

/** The current time to the second, ticking; `null` in server-rendered HTML and its hydration, which cannot agree on it. */
export function useNowSecond(): Date | null {
  const second = useSyncExternalStore(
    everySecond,
    () => Math.floor(Date.now() / 1000),
    () => null,
  );
  return second === null ? null : new Date(second * 1000);
}
