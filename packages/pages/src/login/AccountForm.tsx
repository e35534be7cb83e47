import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { loggedIn, portalApi, useAppDispatch } from '@art-portal/state';
import { useState, type FormEvent } from 'react';
import { claimDrafts } from '../auth/draftOwner';
import { failureText } from './failureText';
import { passwordErrors, PasswordFields, type PasswordValues } from './PasswordFields';
import { smsCodeErrors } from './smsCodeErrors';
import { SmsCodeFields, type SmsCodeValues } from './SmsCodeFields';

type AccountFormProps = {
  mode: 'login' | 'register';
  /** Called once the token is stored. */
  onDone: () => void;
};

type Errors = {
  phone?: string | null;
  code?: string | null;
  password?: string | null;
  confirm?: string | null;
};

/** Logs in by phone + SMS code, or registers with a password; the typed input survives every failure. */
export function AccountForm({ mode, onDone }: AccountFormProps) {
  const dispatch = useAppDispatch();
  const [loginBySms] = portalApi.endpoints.authLoginBySms.useMutation();
  const [register] = portalApi.endpoints.customerRegister.useMutation();
  const [sms, setSms] = useState<SmsCodeValues>({ phone: '', imgCode: '', code: '' });
  const [passwords, setPasswords] = useState<PasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Switching 登录 ↔ 注册 keeps 手机号 and the codes (and the send button's countdown: the server's gap is per phone),
  // so a visitor told 该手机号尚未注册，请先注册 does not type them again; the other tab's checks and failure go.
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    setErrors({});
    setFailure(null);
    setPasswords({ password: '', confirm: '' });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...smsCodeErrors(sms),
      ...(mode === 'register' ? passwordErrors(passwords) : {}),
    };
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const input = { phone: sms.phone.trim(), code: sms.code.trim() };
      const token =
        mode === 'login'
          ? await loginBySms(input).unwrap()
          : await register({ ...input, password: passwords.password }).unwrap();
      claimDrafts(input.phone);
      dispatch(loggedIn(token.access_token, { remember: false }));
      onDone();
    } catch (error) {
      setFailure(failureText(error));
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: '16px' }}
    >
      <SmsCodeFields values={sms} onChange={setSms} errors={errors} />
      {mode === 'register' ? (
        <PasswordFields
          values={passwords}
          onChange={setPasswords}
          errors={errors}
          labels={['密码', '确认密码']}
        />
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {mode === 'login' ? '登录' : '注册'}
      </Button>
    </Box>
  );
}
