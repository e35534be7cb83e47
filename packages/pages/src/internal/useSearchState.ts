import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageOf } from './pageOf';

/** Reads and writes query parameters of the current hash route, so back/forward and shared links restore them. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  const page = pageOf(params);
  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (resetPage && !('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { params, get, page, update };
}
