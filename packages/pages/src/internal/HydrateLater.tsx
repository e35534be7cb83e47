import { Suspense, type ReactNode } from 'react';

/**
 * Content the server renders whole and the browser hydrates in a pass of its own, after the rest of the page: React
 * leaves a Suspense boundary's server HTML in place during the first hydration pass and hydrates it afterwards, at
 * a lower priority and in a separate commit. Nothing inside may suspend.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
