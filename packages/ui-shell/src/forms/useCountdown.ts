import { useCallback, useEffect, useState } from 'react';

/** A per-second countdown: `start()` sets it to `seconds`, it ticks to 0 and stops. */
export function useCountdown(seconds: number): { remaining: number; start: () => void } {
  const [remaining, setRemaining] = useState(0);
  const counting = remaining > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, start };
}
