import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { staffPasswordProblem } from '@art-portal/api-client/admin';
import { useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formText } from './formText';
import { AccountCard } from './AccountCard';
import { accountPaths } from './accountPaths';
import { useAdminActions } from './useAdminActions';

/** 修改密码: required at the first login (the one-time password), open to everyone afterwards. */
export function ChangePasswordPage() {
  useDocumentTitle('修改密码');
  const actions = useAdminActions();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const oldPassword = formText(form, 'oldPassword');
    const newPassword = formText(form, 'newPassword');
    const problem =
      staffPasswordProblem(newPassword) ??
      (newPassword !== formText(form, 'repeatPassword') ? '两次输入的新密码不一致' : null);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const staff = await actions.changePassword(oldPassword, newPassword);
      // A fresh start, so react-admin reads the session (no longer bound to this page) again.
      window.location.replace(staff.totpRequired ? accountPaths.totp : '/');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '修改失败，请重试');
      setBusy(false);
    }
  };

  return (
    <AccountCard title="修改密码">
      <Typography variant="body2" sx={{ mb: 1 }}>
        第一次登录时请把一次性密码换成自己的密码（至少 10 位，同时包含字母和数字）。
      </Typography>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {error && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {error}
          </Alert>
        )}
        <TextField
          name="oldPassword"
          label="当前密码"
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
        />
        <TextField
          name="newPassword"
          label="新密码"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
        />
        <TextField
          name="repeatPassword"
          label="再次输入新密码"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          保存新密码
        </Button>
      </form>
    </AccountCard>
  );
}
