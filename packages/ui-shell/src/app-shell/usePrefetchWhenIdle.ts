import { useEffect } from 'react';
import type { Preloadable } from './preloadable';
import { whenIdle } from './whenIdle';

/** Fetches an on-demand part's chunk once the browser is idle, while `enabled` holds. */
export function usePrefetchWhenIdle(part: Pick<Preloadable<never>, 'preload'>, enabled = true): void {
  useEffect(() => (enabled ? whenIdle(part.preload) : undefined), [part, enabled]);
}
