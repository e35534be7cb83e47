import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { loggedIn, portalApi, useAppDispatch } from '@art-portal/state';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { claimDrafts } from '../auth/draftOwner';
import { contractResolver } from '../forms/contractResolver';
import { confirmMatches, passwordMessages, smsCodeMessages } from './accountFieldMessages';
import { failureText } from './failureText';
import { PasswordFields, type PasswordValues } from './PasswordFields';
import { SmsCodeFields, type SmsCodeValues } from './SmsCodeFields';

type AccountFormProps = {
  mode: 'login' | 'register';
  /** Called once the token is stored. */
  onDone: () => void;
};

type AccountValues = SmsCodeValues & PasswordValues;

const loginResolver = contractResolver<AccountValues>((c) => c.LoginBySmsRequestSchema, smsCodeMessages);
const registerResolver = contractResolver<AccountValues>(
  (c) => c.RegisterRequestSchema,
  { ...smsCodeMessages, ...passwordMessages },
  confirmMatches,
);

const noChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** Logs in by phone + SMS code, or registers with a password; the typed input survives every failure. */
export function AccountForm({ mode, onDone }: AccountFormProps) {
  const dispatch = useAppDispatch();
  const [loginBySms] = portalApi.endpoints.authLoginBySms.useMutation();
  const [register] = portalApi.endpoints.customerRegister.useMutation();
  // The password fields leave the form on 登录 (shouldUnregister), so 注册 starts them empty again.
  const form = useForm<AccountValues>({
    defaultValues: { phone: '', imgCode: '', code: '', password: '', confirm: '' },
    resolver: mode === 'login' ? loginResolver : registerResolver,
    shouldUnregister: true,
  });
  const [failure, setFailure] = useState<{ mode: string; text: string | null } | null>(null);
  // Switching 登录 ↔ 注册 keeps 手机号 and the codes (and the send button's countdown: the server's gap is per phone),
  // so a visitor told 该手机号尚未注册，请先注册 does not type them again; the other tab's checks and failure go.
  const { clearErrors } = form;
  useEffect(() => clearErrors(), [mode, clearErrors]);
  // Until the script runs, the browser would send the form itself: a GET that puts 手机号, the code and the password
  // into the URL (history, access logs). The server's HTML has the button disabled, so Enter submits nothing either.
  const scripted = useSyncExternalStore(noChanges, inBrowser, onServer);

  const submit = form.handleSubmit(async ({ phone, code, password }) => {
    setFailure(null);
    try {
      const token =
        mode === 'login'
          ? await loginBySms({ phone, code }).unwrap()
          : await register({ phone, code, password }).unwrap();
      claimDrafts(phone);
      dispatch(loggedIn(token.access_token, { remember: false }));
      onDone();
    } catch (error) {
      setFailure({ mode, text: failureText(error) });
    }
  });
  const shownFailure = failure?.mode === mode ? failure.text : null;

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', gap: '16px' }}
      >
        <SmsCodeFields />
        {mode === 'register' ? <PasswordFields labels={['密码', '确认密码']} /> : null}
        {shownFailure ? <Alert severity="error">{shownFailure}</Alert> : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!scripted}
          loading={form.formState.isSubmitting}
        >
          {mode === 'login' ? '登录' : '注册'}
        </Button>
      </Box>
    </FormProvider>
  );
}
