import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PortalDialog } from '@art-portal/ui-shell/dialogs';
import { portalApi, selectIsMobile, useAppSelector } from '@art-portal/state';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { contractResolver } from '../forms/contractResolver';
import { useToast } from '../providers/ToastContext';
import { confirmMatches, passwordMessages, smsCodeMessages } from './accountFieldMessages';
import { failureText } from './failureText';
import { PasswordFields, type PasswordValues } from './PasswordFields';
import { SmsCodeFields, type SmsCodeValues } from './SmsCodeFields';

type ResetValues = SmsCodeValues & PasswordValues;

const resolver = contractResolver<ResetValues>(
  (c) => c.ResetPasswordRequestSchema,
  { ...smsCodeMessages, ...passwordMessages },
  confirmMatches,
);

function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const [resetPassword] = portalApi.endpoints.customerResetPassword.useMutation();
  const toast = useToast();
  const form = useForm<ResetValues>({
    defaultValues: { phone: '', imgCode: '', code: '', password: '', confirm: '' },
    resolver,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ phone, code, password }) => {
    setFailure(null);
    try {
      await resetPassword({ phone, code, password }).unwrap();
      toast('success', '密码重置成功，请登录');
      onDone();
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', gap: '16px', pt: '8px' }}
      >
        <SmsCodeFields />
        <PasswordFields labels={['新密码', '确认新密码']} />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          重置密码
        </Button>
      </Box>
    </FormProvider>
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
