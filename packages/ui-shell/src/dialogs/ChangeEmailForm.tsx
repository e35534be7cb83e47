import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { CodeField } from './CodeField';
import type { FieldBinding } from './FieldBinding';
import { ImageCodeField } from '../forms/ImageCodeField';
import type { ImageCodeChallenge } from './personalCenterTypes';
import { PersonalCenterForm } from './PersonalCenterForm';

/** Props of {@link ChangeEmailForm}: the fields and their checks are the caller's, e.g. react-hook-form's. */
export interface ChangeEmailFormProps extends ImageCodeChallenge {
  /** The current address: when present, the old-address step (原邮箱 and 原邮箱验证码) is shown. */
  currentEmail?: string | null;
  fields: { imgCode: FieldBinding; oldCode: FieldBinding; email: FieldBinding; code: FieldBinding };
  /** 获取验证码 for the current address; `true` starts the countdown. */
  onSendOldCode: () => Promise<boolean>;
  /** 获取验证码 for the new address; `true` starts the countdown. */
  onSendCode: () => Promise<boolean>;
  onSubmit: (event: FormEvent) => void;
  /** The server's refusal, shown above 确认修改. */
  error: string | null;
  submitting: boolean;
}

/** 修改邮箱: image code, the old-address step when an e-mail exists, the new address and its code. */
export function ChangeEmailForm({
  currentEmail,
  fields,
  imageSrc,
  imageFailed,
  imageFailure,
  onRefreshImageCode,
  onSendOldCode,
  onSendCode,
  onSubmit,
  error,
  submitting,
}: ChangeEmailFormProps) {
  const oldEmail = currentEmail?.trim() ? currentEmail.trim() : null;
  return (
    <PersonalCenterForm onSubmit={onSubmit} error={error} submitting={submitting}>
      <ImageCodeField
        field={fields.imgCode}
        imageSrc={imageSrc}
        imageFailed={imageFailed}
        imageFailure={imageFailure}
        onRefresh={onRefreshImageCode}
      />
      {oldEmail ? (
        <>
          <TextField label="原邮箱" value={oldEmail} slotProps={{ htmlInput: { readOnly: true } }} />
          <CodeField label="原邮箱验证码" field={fields.oldCode} onSend={onSendOldCode} />
        </>
      ) : null}
      <TextField label="新邮箱" type="email" {...fields.email} autoComplete="email" />
      <CodeField label="邮箱验证码" field={fields.code} onSend={onSendCode} />
    </PersonalCenterForm>
  );
}
