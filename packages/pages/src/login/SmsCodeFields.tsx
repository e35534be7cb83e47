import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ImageCode, SendCodeButton } from '@art-portal/ui-shell/forms';
import { SMS_CODE_LENGTH } from '@art-portal/api-client';
import { useState } from 'react';
import { useSmsCodeSender } from './useSmsCodeSender';

export type SmsCodeValues = { phone: string; imgCode: string; code: string };

type SmsCodeFieldsProps = {
  values: SmsCodeValues;
  onChange: (change: (current: SmsCodeValues) => SmsCodeValues) => void;
  /** Messages of the submit's own checks (e.g. a missing phone or SMS code). */
  errors?: { phone?: string | null; code?: string | null };
};

/** 手机号, 图形验证码 with its challenge picture, and 短信验证码 with the send button. */
export function SmsCodeFields({ values, onChange, errors = {} }: SmsCodeFieldsProps) {
  const [sendErrors, setSendErrors] = useState<{ phone: string | null; imgCode: string | null }>({
    phone: null,
    imgCode: null,
  });
  const sender = useSmsCodeSender(setSendErrors);
  const set = (key: keyof SmsCodeValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    onChange((current) => ({ ...current, [key]: value }));
  };
  const phoneError = errors.phone ?? sendErrors.phone;

  return (
    <>
      <TextField
        label="手机号"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        error={Boolean(phoneError)}
        helperText={phoneError ?? undefined}
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      <Box sx={{ display: 'flex', gap: '8px', alignItems: 'flex-start' }}>
        <TextField
          label="图形验证码"
          value={values.imgCode}
          onChange={set('imgCode')}
          error={Boolean(sendErrors.imgCode)}
          helperText={sendErrors.imgCode ?? undefined}
          autoComplete="off"
          sx={{ flex: 1 }}
        />
        <Box sx={{ pt: '8px' }}>
          <ImageCode src={sender.imageSrc} failed={sender.imageFailed} onRefresh={sender.refreshImage} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: '8px', alignItems: 'flex-start' }}>
        <TextField
          label="短信验证码"
          value={values.code}
          onChange={set('code')}
          error={Boolean(errors.code)}
          helperText={errors.code ?? undefined}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: SMS_CODE_LENGTH } }}
          sx={{ flex: 1 }}
        />
        <SendCodeButton
          sx={{ height: '56px' }}
          onSend={async () => {
            const result = await sender.send(values);
            if (result !== 'invalid') onChange((current) => ({ ...current, imgCode: '' }));
            return result === 'sent';
          }}
        />
      </Box>
    </>
  );
}
