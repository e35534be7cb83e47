import type { ApiClient } from '@art-portal/api-client';
import { useAppDispatch, type PortalExtra } from '@art-portal/state';
import { useMemo } from 'react';

/**
 * The store's api-client, for calls RTK Query does not model (uploads with progress and cancel).
 * The providers expose no client of their own; the store carries it as the thunk extra argument.
 */
export function useApiClient(): ApiClient {
  const dispatch = useAppDispatch();
  return useMemo(
    () => dispatch((_dispatch: unknown, _getState: unknown, extra: PortalExtra) => extra.api),
    [dispatch],
  );
}
