import { useState } from 'react';
import type { Preloadable } from './preloadable';
import { usePrefetchWhenIdle } from './usePrefetchWhenIdle';

/**
 * For a part whose code loads on demand: prefetches it when the browser is idle (while `prefetch` holds) and
 * returns true from the first render where it is `needed` on, so the part mounts on first use and then stays.
 */
export function useOnDemand(
  part: Pick<Preloadable<never>, 'preload'>,
  needed: boolean,
  prefetch = true,
): boolean {
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  usePrefetchWhenIdle(part, prefetch);
  return mounted || needed;
}
