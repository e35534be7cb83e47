import { portalApi } from '@art-portal/state';
import { whenIdle } from '@art-portal/ui-shell/app-shell';
import { useEffect, useState, useSyncExternalStore } from 'react';

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
  // Counted once the page is idle: not in the tasks that end hydration, which a slow phone already waits on
  // (docs/quality.md § Where the mobile TBT goes). The box keeps its size until the total arrives.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const skip = !idle || stored !== null;
  // Coming back online asks again only if the count failed: asking again after it answered would count twice.
  const counted = portalApi.endpoints.homeCountVisit.useQueryState(undefined, { skip }).data !== undefined;
  const visit = portalApi.endpoints.homeCountVisit.useQuery(undefined, {
    skip,
    refetchOnReconnect: !counted,
  });
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
