import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { useState } from 'react';
import { preloadable } from '../app-shell/preloadable';
import { useOnDemand } from '../app-shell/useOnDemand';
import { inkColours, onInkColours } from '../theme/portalPalette';

const shareDialog = preloadable(() => import('./ShareDialog').then((module) => module.ShareDialog));

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** What is shared, named in the dialog's title: 分享「title」. */
  title: string;
  /** On a dark band. @default false */
  dark?: boolean;
}

/** 分享: copies the page's link and shows it as a QR code; the dialog loads on first use (fetched when idle). */
export function ShareButton({ title, dark = false }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOnDemand(shareDialog, open);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareIcon />}
        onClick={() => setOpen(true)}
        onPointerEnter={shareDialog.preload}
        onFocus={shareDialog.preload}
        sx={dark ? { color: inkColours.contrastText, borderColor: onInkColours.outline } : undefined}
      >
        分享
      </Button>
      {mounted && <shareDialog.Component open={open} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
