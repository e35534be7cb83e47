import { createContext, useContext, type ReactNode } from 'react';
import type { ShellRouter } from './ShellRouter';

const ShellRouterContext = createContext<ShellRouter | null>(null);

/** Makes a `ShellRouter` available to every shell component below. */
export function ShellRouterProvider({ router, children }: { router: ShellRouter; children?: ReactNode }) {
  return <ShellRouterContext.Provider value={router}>{children}</ShellRouterContext.Provider>;
}

/** The nearest `ShellRouter`; throws when no `ShellRouterProvider` is above. */
export function useShellRouter(): ShellRouter {
  const router = useContext(ShellRouterContext);
  if (!router) throw new Error('useShellRouter needs a <ShellRouterProvider> above it.');
  return router;
}

/** The nearest `ShellRouter`, or `null` outside one (a component that also works with plain links). */
export function useOptionalShellRouter(): ShellRouter | null {
  return useContext(ShellRouterContext);
}
