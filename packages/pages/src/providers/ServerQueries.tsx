import { seedQueries, type QueryEntry } from '@art-portal/state';
import { useState, type ReactNode } from 'react';
import type { PortalRuntime } from './createPortalRuntime';

type ServerQueriesProps = {
  store: PortalRuntime['store'];
  /** The queries the server's loaders ran: the store starts with them and asks none of them again. */
  entries: readonly QueryEntry[];
  children: ReactNode;
};

/**
 * Puts the queries the server's loaders ran into the store before anything under it renders. A component of its own
 * rather than part of building the runtime: hydration yields between components, so on a slow phone building the
 * store and filling it are two short tasks instead of one long one (docs/quality.md § Where the mobile TBT goes).
 */
export function ServerQueries({ store, entries, children }: ServerQueriesProps) {
  useState(() => seedQueries(store, entries));
  return children;
}
