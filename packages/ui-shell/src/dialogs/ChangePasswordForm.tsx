import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { ChangePasswordInput } from './personalCenterTypes';
import { PersonalCenterForm } from './PersonalCenterForm';
import { useSubmission } from './useSubmission';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  onSubmit: (input: ChangePasswordInput) => Promise<void>;
}

/** 修改密码: old password, new password twice (两次输入的密码不一致 when they differ), 确认修改. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordAgain, setNewPasswordAgain] = useState('');
  const [checked, setChecked] = useState(false);
  const { submitting, error, run } = useSubmission();
  const mismatch = newPasswordAgain !== '' && newPassword !== newPasswordAgain;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (oldPassword === '' || newPassword === '' || newPasswordAgain === '' || mismatch) return;
    void run(() => onSubmit({ oldPassword, newPassword }));
  };

  return (
    <PersonalCenterForm onSubmit={submit} error={error} submitting={submitting}>
      <TextField
        label="原密码"
        type="password"
        value={oldPassword}
        onChange={(e) => setOldPassword(e.target.value)}
        error={checked && oldPassword === ''}
        autoComplete="current-password"
      />
      <TextField
        label="新密码"
        type="password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={checked && newPassword === ''}
        autoComplete="new-password"
      />
      <TextField
        label="确认新密码"
        type="password"
        value={newPasswordAgain}
        onChange={(e) => setNewPasswordAgain(e.target.value)}
        error={mismatch || (checked && newPasswordAgain === '')}
        helperText={mismatch ? '两次输入的密码不一致' : undefined}
        autoComplete="new-password"
      />
    </PersonalCenterForm>
  );
}
