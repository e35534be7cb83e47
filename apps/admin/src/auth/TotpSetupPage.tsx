import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TotpSetup } from '@art-portal/api-client/admin';
import { useEffect, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formText } from './formText';
import { AccountCard } from './AccountCard';
import { useAdminActions } from './useAdminActions';

/** 动态验证码: the QR code of a new secret for any authenticator app, then a code from it to turn it on. */
export function TotpSetupPage() {
  useDocumentTitle('动态验证码');
  const actions = useAdminActions();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    actions.totpSetup().then(
      (answer) => live && setSetup(answer),
      (caught: unknown) => live && setError(caught instanceof Error ? caught.message : '无法生成动态验证码'),
    );
    return () => {
      live = false;
    };
  }, [actions]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formText(new FormData(event.currentTarget), 'code').trim();
    if (!/^\d{6}$/.test(code)) {
      setError('请输入身份验证器中的 6 位数字');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await actions.totpEnable(code);
      window.location.replace('/');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '启用失败，请重试');
      setBusy(false);
    }
  };

  return (
    <AccountCard title="开启动态验证码">
      <Typography variant="body2">
        用身份验证器应用（如 Google Authenticator、Microsoft
        Authenticator、FreeOTP）扫描二维码，再输入应用显示的 6 位数字。管理员必须开启。
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {setup && (
        <>
          <Box sx={{ textAlign: 'center', my: 2 }}>
            <img src={setup.qrDataUrl} width={200} height={200} alt="动态验证码的二维码" />
          </Box>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            无法扫描时手动输入密钥：<code>{setup.secret}</code>
          </Typography>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              name="code"
              label="动态验证码"
              autoComplete="one-time-code"
              required
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              开启
            </Button>
          </form>
        </>
      )}
    </AccountCard>
  );
}
