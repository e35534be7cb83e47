import { portalApi, useAppDispatch, type AppDispatch } from '@art-portal/state';
import { whenIdle } from '@art-portal/ui-shell/app-shell';
import { useEffect } from 'react';

/** A record whose page counts its views. */
export type ViewedRecord = 'artworks' | 'news' | 'courses';

/** Counts one view of a record, then shows its new count on the page (the detail read's cached answer). */
const counters: Record<ViewedRecord, (id: string, dispatch: AppDispatch) => Promise<unknown>> = {
  artworks: async (id, dispatch) => {
    const { viewCount } = await dispatch(portalApi.endpoints.artworksCountView.initiate({ id })).unwrap();
    dispatch(
      portalApi.util.updateQueryData('artworksGet', { id }, (draft) => {
        draft.viewCount = viewCount;
      }),
    );
  },
  news: async (id, dispatch) => {
    const { viewCount } = await dispatch(portalApi.endpoints.newsCountView.initiate({ id })).unwrap();
    dispatch(
      portalApi.util.updateQueryData('newsGet', { id }, (draft) => {
        draft.viewCount = viewCount;
      }),
    );
  },
  courses: async (id, dispatch) => {
    const { viewCount } = await dispatch(portalApi.endpoints.coursesCountView.initiate({ id })).unwrap();
    dispatch(
      portalApi.util.updateQueryData('coursesGet', { id }, (draft) => {
        draft.viewCount = viewCount;
      }),
    );
  },
};

/**
 * Counts a view once each time a person opens a record's page (its first load, or an in-app navigation to it), from
 * the browser, once the record is shown and the page is idle: never in a server render, a HEAD request or a prefetch,
 * and never by a client that runs no script. The effect runs again only when the record changes; React's StrictMode
 * runs it twice on mount, and the first run's idle callback is cancelled before it fires. The page then shows the
 * count the call answered, this view included; the server's HTML shows the stored count, which lags behind by the
 * CDN's minute at most.
 */
export function useCountView(record: ViewedRecord, id: string, shown: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!shown || id === '') return undefined;
    // A count that fails is lost: the client has already said so, and counting again later could count twice.
    return whenIdle(() => void counters[record](id, dispatch).catch(() => undefined));
  }, [record, id, shown, dispatch]);
}
