import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, useState, type ReactNode } from 'react';

/** Props of {@link DocsFrame}. */
export interface DocsFrameProps {
  /**
   * The frame's height, for stories that open a dialog (it fills the frame) or are taller than a docs page
   * should be (they scroll inside). Without it the frame is as tall as the story, at least 120 px.
   */
  height?: string;
  children: ReactNode;
}

/**
 * One story on a docs page, in a frame of its own. Dialogs, drawers and the image viewer open inside the frame
 * (MUI's modals get it as their container, without locking the page's scroll, taking its focus or hiding
 * one another), and what the
 * shell fixes to the window (toasts, the progress bar, 回到顶部) is fixed to the frame: the transform makes it
 * their containing block. So a docs page shows each state side by side instead of modals stacked over the page.
 */
export function DocsFrame({ height, children }: DocsFrameProps) {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const inFrame = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiModal: {
          ...outer.components?.MuiModal,
          defaultProps: {
            ...outer.components?.MuiModal?.defaultProps,
            container: frame,
            disableScrollLock: true,
            disableEnforceFocus: true,
            disableAutoFocus: true,
            disableRestoreFocus: true,
            // MUI hides every modal but the last opened from screen readers; here they are side by side.
            'aria-hidden': false,
          },
        },
      },
    }),
    [frame],
  );
  return (
    <Box
      ref={setFrame}
      data-docs-frame=""
      sx={{ position: 'relative', minHeight: '120px', height, overflow: 'auto', transform: 'translateZ(0)' }}
    >
      {frame ? (
        <ThemeProvider theme={inFrame}>
          <ScopedCssBaseline sx={{ minHeight: '100%' }}>{children}</ScopedCssBaseline>
        </ThemeProvider>
      ) : null}
    </Box>
  );
}
