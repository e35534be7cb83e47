import { useDeferredValue } from 'react';

/**
 * False on a component's first render, then true in a background render right after it: for what can wait
 * until the part of the page that is seen first (and its largest picture) has been painted.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}
