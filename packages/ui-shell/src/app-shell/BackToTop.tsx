import { useEffect, useState } from 'react';
import { preloadable } from './preloadable';
import { useOnDemand } from './useOnDemand';

const fab = preloadable(() => import('./BackToTopFab').then((module) => module.BackToTopFab));

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Scroll offset in px from which the button shows. @default 200 */
  threshold?: number;
}

/**
 * A 回到顶部 button that appears once the window has scrolled `threshold` px and scrolls back smoothly.
 * The button's code loads when the browser is idle, or at the latest on the first scroll past `threshold`.
 */
export function BackToTop({ threshold = 200 }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const mounted = useOnDemand(fab, visible);
  useEffect(() => {
    const update = () => setVisible(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return mounted ? <fab.Component visible={visible} /> : null;
}
