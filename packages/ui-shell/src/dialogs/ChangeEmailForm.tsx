import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { CodeField } from './CodeField';
import { ImageCodeField } from './ImageCodeField';
import type {
  ChangeEmailInput,
  ChangeEmailValues,
  ImageCodeChallenge,
  SendEmailCodeInput,
} from './personalCenterTypes';
import { PersonalCenterForm } from './PersonalCenterForm';
import { useSubmission } from './useSubmission';

/** Props of {@link ChangeEmailForm}. */
export interface ChangeEmailFormProps extends ImageCodeChallenge {
  /** The current address: when present, the old-address step (原邮箱 and 原邮箱验证码) is shown. */
  currentEmail?: string | null;
  onSendCode: (input: SendEmailCodeInput) => Promise<void>;
  onSubmit: (input: ChangeEmailInput) => Promise<void>;
  /** The new address to start with, e.g. a kept draft; read on mount. */
  defaultValues?: Partial<ChangeEmailValues>;
  onValuesChange?: (values: ChangeEmailValues) => void;
}

/** 修改邮箱: image code, the old-address step when an e-mail exists, the new address and its code. */
export function ChangeEmailForm({
  currentEmail,
  imageSrc,
  imageFailed,
  imageFailure,
  onRefreshImageCode,
  onSendCode,
  onSubmit,
  defaultValues,
  onValuesChange,
}: ChangeEmailFormProps) {
  const oldEmail = currentEmail?.trim() ? currentEmail.trim() : null;
  const [imgCode, setImgCode] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [email, setEmail] = useState(defaultValues?.email ?? '');
  const [code, setCode] = useState('');
  const [imgCodeError, setImgCodeError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ oldCode: boolean; email: boolean; code: boolean }>({
    oldCode: false,
    email: false,
    code: false,
  });
  const { submitting, error, setError, run } = useSubmission();

  const sendTo = (address: () => string) => async (): Promise<boolean> => {
    const missingImgCode = imgCode.trim() === '';
    setImgCodeError(missingImgCode ? '请输入图形验证码！' : null);
    const target = address().trim();
    setMissing((current) => ({ ...current, email: target === '' }));
    if (missingImgCode || target === '') return false;
    const sent = await run(() => onSendCode({ email: target, imgCode: imgCode.trim() }));
    // The send used the challenge up, sent or not: the next one (the other address) needs the new picture's code.
    setImgCode('');
    if (!sent) onRefreshImageCode();
    return sent;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = {
      oldCode: oldEmail !== null && oldCode.trim() === '',
      email: email.trim() === '',
      code: code.trim() === '',
    };
    setMissing(now);
    if (now.oldCode || now.email || now.code) {
      setError(null);
      return;
    }
    void run(() =>
      onSubmit({ email: email.trim(), code: code.trim(), ...(oldEmail ? { oldCode: oldCode.trim() } : {}) }),
    );
  };

  return (
    <PersonalCenterForm onSubmit={submit} error={error} submitting={submitting}>
      <ImageCodeField
        value={imgCode}
        onChange={setImgCode}
        imageSrc={imageSrc}
        imageFailed={imageFailed}
        imageFailure={imageFailure}
        onRefresh={onRefreshImageCode}
        error={imgCodeError}
      />
      {oldEmail ? (
        <>
          <TextField label="原邮箱" value={oldEmail} slotProps={{ htmlInput: { readOnly: true } }} />
          <CodeField
            label="原邮箱验证码"
            value={oldCode}
            onChange={setOldCode}
            onSend={sendTo(() => oldEmail)}
            invalid={missing.oldCode}
          />
        </>
      ) : null}
      <TextField
        label="新邮箱"
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onValuesChange?.({ email: event.target.value });
        }}
        error={missing.email}
        helperText={missing.email ? '请输入新邮箱！' : undefined}
        autoComplete="email"
      />
      <CodeField
        label="邮箱验证码"
        value={code}
        onChange={setCode}
        onSend={sendTo(() => email)}
        invalid={missing.code}
      />
    </PersonalCenterForm>
  );
}
