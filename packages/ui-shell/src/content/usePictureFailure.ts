import { useCallback, useState } from 'react';

/** What {@link usePictureFailure} gives the `<img>` it watches. */
export interface PictureFailureBinding {
  /** The picture at `src` did not load (404, broken file). */
  failed: boolean;
  /** Put on the `<img>`. */
  ref: (img: HTMLImageElement | null) => void;
  onError: () => void;
}

/**
 * Whether the `<img>` that shows `src` failed to load. It also sees a failure that happened before React attached its
 * handlers (server-rendered markup): on mount, a finished image with no pixels has failed. A picture that loads
 * changes no state, so a page of pictures is not rendered a second time once hydrated.
 */
export function usePictureFailure(src: string): PictureFailureBinding {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.currentSrc !== '' && img.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  const onError = useCallback(() => setFailedSrc(src), [src]);
  return { failed: failedSrc === src, ref, onError };
}
