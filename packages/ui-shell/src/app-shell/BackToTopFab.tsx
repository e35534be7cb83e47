import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';

/** The floating 回到顶部 button with its zoom; loaded once the page first scrolls far enough. */
export function BackToTopFab({ visible }: { visible: boolean }) {
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
