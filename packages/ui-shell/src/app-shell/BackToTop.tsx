import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useEffect, useState } from 'react';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Scroll offset in px from which the button shows. @default 200 */
  threshold?: number;
}

/** A 回到顶部 button that appears once the window has scrolled `threshold` px and scrolls back smoothly. */
export function BackToTop({ threshold = 200 }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="回到顶部"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: '24px', bottom: '32px' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
