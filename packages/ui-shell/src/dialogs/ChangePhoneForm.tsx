import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { CodeField } from './CodeField';
import type { FieldBinding } from './FieldBinding';
import { ImageCodeField } from '../forms/ImageCodeField';
import type { ImageCodeChallenge } from './personalCenterTypes';
import { PersonalCenterForm } from './PersonalCenterForm';

/** Props of {@link ChangePhoneForm}: the fields and their checks are the caller's, e.g. react-hook-form's. */
export interface ChangePhoneFormProps extends ImageCodeChallenge {
  fields: { imgCode: FieldBinding; phone: FieldBinding; code: FieldBinding };
  /** 获取验证码 for the new phone; `true` starts the countdown. */
  onSendCode: () => Promise<boolean>;
  onSubmit: (event: FormEvent) => void;
  /** The server's refusal, shown above 确认修改. */
  error: string | null;
  submitting: boolean;
}

/** 修改手机号: image code, new phone, SMS code, 确认修改. */
export function ChangePhoneForm({
  fields,
  imageSrc,
  imageFailed,
  imageFailure,
  onRefreshImageCode,
  onSendCode,
  onSubmit,
  error,
  submitting,
}: ChangePhoneFormProps) {
  return (
    <PersonalCenterForm onSubmit={onSubmit} error={error} submitting={submitting}>
      <ImageCodeField
        field={fields.imgCode}
        imageSrc={imageSrc}
        imageFailed={imageFailed}
        imageFailure={imageFailure}
        onRefresh={onRefreshImageCode}
      />
      <TextField label="新手机号" type="tel" {...fields.phone} autoComplete="tel" />
      <CodeField label="短信验证码" field={fields.code} onSend={onSendCode} />
    </PersonalCenterForm>
  );
}
