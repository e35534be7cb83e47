import { useCallback, useState } from 'react';

/** Where an `<img>` stands: still loading, shown, or failed (404, broken file). */
type PictureStatus = 'loading' | 'loaded' | 'failed';

/** What {@link usePictureStatus} gives the `<img>` it watches. */
export interface PictureStatusBinding {
  status: PictureStatus;
  /** Put on the `<img>`. */
  ref: (img: HTMLImageElement | null) => void;
  onLoad: () => void;
  onError: () => void;
}

/**
 * Follows the loading of the `<img>` that shows `src`, starting again from `loading` when `src` changes. It
 * also sees a load or a failure that happened before React attached its handlers (server-rendered markup, a
 * cached picture): on mount, a finished image with no pixels has failed.
 */
export function usePictureStatus(src: string): PictureStatusBinding {
  const [picture, setPicture] = useState<{ src: string; status: PictureStatus }>({ src, status: 'loading' });
  if (picture.src !== src) setPicture({ src, status: 'loading' });
  const settle = useCallback((status: PictureStatus) => setPicture((shown) => ({ ...shown, status })), []);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.currentSrc !== '') settle(img.naturalWidth === 0 ? 'failed' : 'loaded');
    },
    [settle],
  );
  const onLoad = useCallback(() => settle('loaded'), [settle]);
  const onError = useCallback(() => settle('failed'), [settle]);
  return { status: picture.status, ref, onLoad, onError };
}
