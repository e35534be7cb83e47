import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import type { FieldBinding } from './FieldBinding';
import { PersonalCenterForm } from './PersonalCenterForm';

/** Props of {@link ChangePasswordForm}: the fields are the caller's, e.g. react-hook-form's. */
export interface ChangePasswordFormProps {
  fields: { oldPassword: FieldBinding; newPassword: FieldBinding; confirm: FieldBinding };
  onSubmit: (event: FormEvent) => void;
  /** The server's refusal, shown above 确认修改. */
  error: string | null;
  submitting: boolean;
}

/** 修改密码: old password, new password twice, 确认修改. */
export function ChangePasswordForm({ fields, onSubmit, error, submitting }: ChangePasswordFormProps) {
  return (
    <PersonalCenterForm onSubmit={onSubmit} error={error} submitting={submitting}>
      <TextField label="原密码" type="password" {...fields.oldPassword} autoComplete="current-password" />
      <TextField label="新密码" type="password" {...fields.newPassword} autoComplete="new-password" />
      <TextField label="确认新密码" type="password" {...fields.confirm} autoComplete="new-password" />
    </PersonalCenterForm>
  );
}
