import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { tintColours } from '../theme/portalPalette';

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
}

/**
 * 分享's dialog: the page's link as a QR code to scan with a phone, and 复制链接. Read on a phone (narrow or touch
 * screen), 复制链接 comes first and the code is for someone nearby.
 */
export function ShareDialog({ open, title, onClose }: ShareDialogProps) {
  const theme = useTheme();
  const handheld = useMediaQuery(`${theme.breakpoints.down('sm')}, (pointer: coarse)`, { noSsr: true });
  const [qr, setQr] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!open) return;
    let current = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(window.location.href, { margin: 1, width: 240 }))
      .then((url) => {
        if (current) setQr(url);
      })
      // Offline, the code cannot load: the box stays empty, and the link below and 复制链接 still work.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open]);

  const close = () => {
    setStatus('');
    onClose();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('链接已复制');
    } catch {
      setStatus('复制失败，请手动复制地址栏中的链接');
    }
  };

  const copyButton = (
    <Button variant="contained" fullWidth={handheld} onClick={() => void copy()}>
      复制链接
    </Button>
  );

  const statusLine = (
    <Typography role="status" sx={{ mt: 1, minHeight: 24, color: 'success.main' }}>
      {status}
    </Typography>
  );

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby="share-title"
      fullWidth
      maxWidth={false}
      // 500 px, full width on a phone (ui.md), as PortalDialog.
      slotProps={{
        paper: {
          sx: {
            width: { xs: '100%', sm: 500 },
            maxWidth: { xs: '100%', sm: 'calc(100% - 32px)' },
            m: { xs: 0, sm: 4 },
            borderRadius: { xs: 0, sm: 1 },
          },
        },
      }}
    >
      <DialogTitle id="share-title" sx={{ pr: 6 }}>
        分享「{title}」
      </DialogTitle>
      <IconButton aria-label="关闭" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ textAlign: 'center' }}>
        {handheld && (
          <>
            {copyButton}
            {statusLine}
          </>
        )}
        <Box
          sx={{
            width: 240,
            height: 240,
            mx: 'auto',
            mt: handheld ? 2 : 0,
            bgcolor: tintColours.placeholder,
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          {qr && <img src={qr} width={240} height={240} alt="本页链接的二维码" />}
        </Box>
        <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }}>
          {handheld ? '请身边的朋友扫码打开本页' : '用手机扫描二维码，在手机上继续浏览'}
        </Typography>
        <Typography sx={{ mt: 1, fontSize: 13, wordBreak: 'break-all' }}>{window.location.href}</Typography>
        {!handheld && statusLine}
      </DialogContent>
      {!handheld && <DialogActions>{copyButton}</DialogActions>}
    </Dialog>
  );
}
