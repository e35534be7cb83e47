import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Shows a new account's (or a reset's) one-time password, once: the server keeps only its hash. */
export function OneTimePasswordDialog({
  loginName,
  password,
  onClose,
}: {
  loginName: string;
  password: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="one-time-password-title">
      <DialogTitle id="one-time-password-title">一次性密码</DialogTitle>
      <DialogContent>
        <DialogContentText>
          请把登录名 <strong>{loginName}</strong>{' '}
          和下面的一次性密码告诉本人；它只显示这一次，首次登录后必须修改。
        </DialogContentText>
        <DialogContentText
          component="p"
          sx={{ mt: 2, fontSize: 20, fontFamily: 'monospace', userSelect: 'all' }}
        >
          {password}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          我已记下
        </Button>
      </DialogActions>
    </Dialog>
  );
}
