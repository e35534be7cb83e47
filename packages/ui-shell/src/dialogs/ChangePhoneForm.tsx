import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { CodeField } from './CodeField';
import { ImageCodeField } from './ImageCodeField';
import type {
  ChangePhoneInput,
  ChangePhoneValues,
  ImageCodeChallenge,
  SendPhoneCodeInput,
} from './personalCenterTypes';
import { PersonalCenterForm } from './PersonalCenterForm';
import { useSubmission } from './useSubmission';

/** Props of {@link ChangePhoneForm}. */
export interface ChangePhoneFormProps extends ImageCodeChallenge {
  onSendCode: (input: SendPhoneCodeInput) => Promise<void>;
  onSubmit: (input: ChangePhoneInput) => Promise<void>;
  /** The new phone to start with, e.g. a kept draft; read on mount. */
  defaultValues?: Partial<ChangePhoneValues>;
  onValuesChange?: (values: ChangePhoneValues) => void;
}

/** 修改手机号: image code, new phone, SMS code, 确认修改. */
export function ChangePhoneForm({
  imageSrc,
  imageFailed,
  imageFailure,
  onRefreshImageCode,
  onSendCode,
  onSubmit,
  defaultValues,
  onValuesChange,
}: ChangePhoneFormProps) {
  const [imgCode, setImgCode] = useState('');
  const [phone, setPhone] = useState(defaultValues?.phone ?? '');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [imgCodeError, setImgCodeError] = useState<string | null>(null);
  const [codeMissing, setCodeMissing] = useState(false);
  const { submitting, error, setError, run } = useSubmission();

  const send = async (): Promise<boolean> => {
    const missingPhone = phone.trim() === '';
    const missingImgCode = imgCode.trim() === '';
    setPhoneError(missingPhone ? '请输入手机号！' : null);
    setImgCodeError(!missingPhone && missingImgCode ? '请输入图形验证码！' : null);
    if (missingPhone || missingImgCode) return false;
    const sent = await run(() => onSendCode({ phone: phone.trim(), imgCode: imgCode.trim() }));
    // The send used the challenge up, sent or not: the next one needs the new picture's code.
    setImgCode('');
    if (!sent) onRefreshImageCode();
    return sent;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missingPhone = phone.trim() === '';
    setPhoneError(missingPhone ? '请输入手机号！' : null);
    setCodeMissing(code.trim() === '');
    if (missingPhone || code.trim() === '') {
      setError(null);
      return;
    }
    void run(() => onSubmit({ phone: phone.trim(), code: code.trim() }));
  };

  return (
    <PersonalCenterForm onSubmit={submit} error={error} submitting={submitting}>
      <ImageCodeField
        field={{
          name: 'imgCode',
          value: imgCode,
          onChange: (event) => setImgCode(event.target.value),
          error: Boolean(imgCodeError),
          helperText: imgCodeError ?? undefined,
        }}
        imageSrc={imageSrc}
        imageFailed={imageFailed}
        imageFailure={imageFailure}
        onRefresh={onRefreshImageCode}
      />
      <TextField
        label="新手机号"
        type="tel"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          onValuesChange?.({ phone: event.target.value });
        }}
        error={Boolean(phoneError)}
        helperText={phoneError ?? undefined}
        autoComplete="tel"
      />
      <CodeField
        label="短信验证码"
        field={{
          name: 'code',
          value: code,
          onChange: (event) => setCode(event.target.value),
          error: codeMissing,
          helperText: codeMissing ? '请输入短信验证码！' : undefined,
        }}
        onSend={send}
      />
    </PersonalCenterForm>
  );
}
