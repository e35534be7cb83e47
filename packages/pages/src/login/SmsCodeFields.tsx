import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ImageCodeField, SendCodeButton } from '@art-portal/ui-shell/forms';
import { SMS_CODE_LENGTH } from '@art-portal/api-client';
import { useFormContext } from 'react-hook-form';
import { REFUSAL } from '../forms/refusal';
import { textFieldProps } from '../forms/textFieldProps';
import { useSmsCodeSender } from './useSmsCodeSender';

export type SmsCodeValues = { phone: string; imgCode: string; code: string };

/**
 * 手机号, 图形验证码 with its challenge picture, and 短信验证码 with the send button, in the surrounding form. A send's
 * checks and the server's refusals show by the fields they concern and stay until the next send or submit.
 */
export function SmsCodeFields() {
  const form = useFormContext<SmsCodeValues>();
  const sender = useSmsCodeSender();

  const send = async () => {
    form.clearErrors(['phone', 'imgCode', 'code']);
    const outcome = await sender.send(form.getValues());
    if (outcome.result === 'invalid') {
      const { phone, imgCode } = outcome.errors;
      if (phone) form.setError('phone', { type: 'send', message: phone }, { shouldFocus: true });
      if (imgCode) form.setError('imgCode', { type: 'send', message: imgCode }, { shouldFocus: !phone });
      return false;
    }
    form.setValue('imgCode', '');
    if (outcome.result === 'failed' && outcome.reason)
      form.setError('code', { type: REFUSAL, message: outcome.reason });
    return outcome.result === 'sent';
  };

  return (
    <>
      <TextField
        label="手机号"
        type="tel"
        {...textFieldProps(form, 'phone')}
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      <ImageCodeField
        field={textFieldProps(form, 'imgCode')}
        imageSrc={sender.imageSrc}
        imageFailed={sender.imageFailed}
        imageFailure={sender.imageFailure}
        onRefresh={sender.refreshImage}
      />
      <Box sx={{ display: 'flex', gap: '8px', alignItems: 'flex-start' }}>
        <TextField
          label="短信验证码"
          {...textFieldProps(form, 'code')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: SMS_CODE_LENGTH } }}
          sx={{ flex: 1 }}
        />
        <SendCodeButton sx={{ height: '56px' }} onSend={send} />
      </Box>
    </>
  );
}
