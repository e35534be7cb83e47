import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { useId, type ReactNode } from 'react';

/** Props of {@link PortalDialog}. */
export interface PortalDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The heading, also the dialog's accessible name, e.g. 认证信息. */
  title: string;
  /** The close button, Escape or a click outside. */
  onClose: () => void;
  /** Full width on mobile; defaults to the theme's `sm` breakpoint. */
  mobile?: boolean;
  /** The dialog's content, under the heading. */
  children?: ReactNode;
}

/** The portal's dialog: 500 px wide (full width on mobile), closed only by its 关闭 button or Escape. */
export function PortalDialog({ open, title, onClose, mobile, children }: PortalDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const fullWidth = mobile ?? narrow;
  const titleId = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      slotProps={{
        paper: {
          sx: fullWidth
            ? { width: '100%', maxWidth: '100%', m: 0, borderRadius: 0 }
            : { width: '500px', maxWidth: 'calc(100% - 32px)' },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: '56px' }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="关闭" onClick={onClose} sx={{ position: 'absolute', right: '8px', top: '8px' }}>
        <Close />
      </IconButton>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
