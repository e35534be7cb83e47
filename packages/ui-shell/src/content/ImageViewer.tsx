import { preloadable } from '../app-shell/preloadable';
import { useOnDemand } from '../app-shell/useOnDemand';
import type { ImageViewerProps } from './ImageViewerModal';

export type { ImageViewerProps, ViewerImage } from './ImageViewerModal';

const modal = preloadable(() => import('./ImageViewerModal').then((module) => module.ImageViewerModal));

/**
 * A full-screen picture viewer (see `ImageViewerModal`): its code loads on first open, and is fetched ahead once
 * the page has loaded and the browser is idle, so it opens at once and keeps working offline.
 */
export function ImageViewer(props: ImageViewerProps) {
  const mounted = useOnDemand(modal, props.open);
  return mounted ? <modal.Component {...props} /> : null;
}
