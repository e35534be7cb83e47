import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminCodes } from '@art-portal/api-client/admin';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formText } from './formText';
import type { LoginParams } from './createAuthProvider';

const codeOf = (error: unknown): unknown => (error as { body?: { code?: unknown } } | null)?.body?.code;
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : '登录失败，请重试';

/** `/login`: 登录名, 密码, the 动态验证码 once the server asks for it, and 登录; the server's message when it refuses. */
export function LoginPage() {
  useDocumentTitle('登录');
  const login = useLogin();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params: LoginParams = {
      loginName: formText(form, 'loginName').trim(),
      password: formText(form, 'password'),
      totpCode: needsCode ? formText(form, 'totpCode').trim() : undefined,
    };
    if (!params.loginName || !params.password) {
      setError('请输入登录名和密码');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login(params);
    } catch (caught) {
      if (codeOf(caught) === adminCodes.totpNeeded) setNeedsCode(true);
      setError(messageOf(caught));
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ mb: 3, textAlign: 'center' }}>
            数字艺术门户 · 管理后台
          </Typography>
          <form onSubmit={(event) => void submit(event)} noValidate>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {error}
              </Alert>
            )}
            <TextField
              name="loginName"
              label="登录名"
              autoComplete="username"
              required
              fullWidth
              autoFocus
              margin="normal"
            />
            <TextField
              name="password"
              label="密码"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
            />
            {needsCode && (
              <TextField
                name="totpCode"
                label="动态验证码"
                autoComplete="one-time-code"
                required
                fullWidth
                autoFocus
                margin="normal"
                helperText="打开身份验证器应用，输入其中的 6 位数字"
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
              />
            )}
            <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
              登录
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
