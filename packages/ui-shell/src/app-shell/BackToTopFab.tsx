import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls to the top and takes the keyboard there too: the button leaves once the page is back at the top, and
 * focus left on it would drop out of the page (the next Tab went to the browser's toolbar).
 */
function backToTop(button: HTMLElement) {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  const first = Array.from(document.querySelectorAll<HTMLElement>(focusable)).find(
    (element) => element !== button && element.getClientRects().length > 0,
  );
  first?.focus({ preventScroll: true });
}

/** The floating 回到顶部 button with its zoom; loaded once the page first scrolls far enough. */
export function BackToTopFab({ visible }: { visible: boolean }) {
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="回到顶部"
        onClick={(event) => backToTop(event.currentTarget)}
        sx={{ position: 'fixed', right: '24px', bottom: '32px' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
