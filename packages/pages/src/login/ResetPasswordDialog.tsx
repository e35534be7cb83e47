import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PortalDialog } from '@art-portal/ui-shell/dialogs';
import { portalApi, selectIsMobile, useAppSelector } from '@art-portal/state';
import { useState, type FormEvent } from 'react';
import { useToast } from '../providers/ToastContext';
import { failureText } from './failureText';
import { passwordErrors, PasswordFields, type PasswordValues } from './PasswordFields';
import { smsCodeErrors } from './smsCodeErrors';
import { SmsCodeFields, type SmsCodeValues } from './SmsCodeFields';

type Errors = {
  phone?: string | null;
  code?: string | null;
  password?: string | null;
  confirm?: string | null;
};

function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const [resetPassword] = portalApi.endpoints.customerResetPassword.useMutation();
  const toast = useToast();
  const [sms, setSms] = useState<SmsCodeValues>({ phone: '', imgCode: '', code: '' });
  const [passwords, setPasswords] = useState<PasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { ...smsCodeErrors(sms), ...passwordErrors(passwords) };
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      await resetPassword({
        phone: sms.phone.trim(),
        code: sms.code.trim(),
        password: passwords.password,
      }).unwrap();
      toast('success', '密码重置成功，请登录');
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
      sx={{ display: 'flex', flexDirection: 'column', gap: '16px', pt: '8px' }}
    >
      <SmsCodeFields values={sms} onChange={setSms} errors={errors} />
      <PasswordFields
        values={passwords}
        onChange={setPasswords}
        errors={errors}
        labels={['新密码', '确认新密码']}
      />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Button type="submit" variant="contained" loading={submitting}>
        重置密码
      </Button>
    </Box>
  );
}

/** 忘记密码: resets the password by phone + SMS code. */
export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mobile = useAppSelector(selectIsMobile);
  return (
    <PortalDialog open={open} title="忘记密码" onClose={onClose} mobile={mobile}>
      {open ? <ResetPasswordForm onDone={onClose} /> : null}
    </PortalDialog>
  );
}
