import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { preloadable, useOnDemand } from '@art-portal/ui-shell/app-shell';
import { Suspense, useState } from 'react';

const shareDialog = preloadable(() => import('./ShareDialog').then((module) => module.ShareDialog));

/** 分享: copies the page's link and shows it as a QR code; the dialog loads on first use (fetched when idle). */
export function ShareButton({ title, dark = false }: { title: string; dark?: boolean }) {
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
        sx={dark ? { color: 'ink.contrastText', borderColor: 'onInk.outline' } : undefined}
      >
        分享
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <shareDialog.Component open={open} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
