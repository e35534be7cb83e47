import { portalApi } from '@art-portal/state';

/**
 * The image challenge of a form that sends a code. A picture already shown is kept when the network comes back, so
 * the code typed for it stays valid; one that failed to load is fetched again then.
 */
export function useImageChallenge({ skip = false }: { skip?: boolean } = {}) {
  const shown = portalApi.endpoints.authGetImageCode.useQueryState(undefined, { skip }).data !== undefined;
  return portalApi.endpoints.authGetImageCode.useQuery(undefined, { skip, refetchOnReconnect: !shown });
}
