import { portalApi } from '@art-portal/state';
import { useEffect, useSyncExternalStore } from 'react';

const VISIT_KEY = 'art-portal-visit';

function storedTotal(): number | null {
  try {
    const value = window.sessionStorage.getItem(VISIT_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

const noSubscription = () => () => undefined;
const unknownOnServer = () => undefined;

/** Counts the visit once per browser session and returns the total visits. */
export function useVisitCount(): number | null {
  // undefined while hydrating: the server knows no browser session, so the first render must not read this one's.
  const stored = useSyncExternalStore(noSubscription, storedTotal, unknownOnServer);
  const skip = stored !== null;
  // Coming back online asks again only if the count failed: asking again after it answered would count twice.
  const counted = portalApi.endpoints.homeCountVisit.useQueryState(undefined, { skip }).data !== undefined;
  const visit = portalApi.endpoints.homeCountVisit.useQuery(undefined, { skip, refetchOnReconnect: !counted });
  const total = visit.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    try {
      window.sessionStorage.setItem(VISIT_KEY, String(total));
    } catch {
      /* private mode: the visit may count again next time */
    }
  }, [total]);
  return total ?? stored ?? null;
}
