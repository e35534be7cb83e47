import type { ChangePasswordRequest } from '@art-portal/api-client';
import { passwordProblem } from '@art-portal/api-client/contract';
import { ChangePasswordForm } from '@art-portal/ui-shell/dialogs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../forms/contractResolver';
import { textFieldProps } from '../forms/textFieldProps';
import { refusalText } from './refusalText';

type ChangePasswordValues = { oldPassword: string; newPassword: string; confirm: string };

const resolver = contractResolver<ChangePasswordValues>(
  (c) => c.ChangePasswordRequestSchema,
  {
    oldPassword: { required: '请输入原密码！', untrimmed: true },
    newPassword: { required: '请输入新密码！', rule: passwordProblem, untrimmed: true },
    confirm: { untrimmed: true },
  },
  ({ newPassword, confirm }) => ({ confirm: confirm === newPassword ? undefined : '两次输入的密码不一致' }),
);

/** 修改密码's state: the server's refusal stays by the form until the next try; passwords are never stored. */
export function ChangePasswordPanel({
  onSubmit,
}: {
  onSubmit: (input: ChangePasswordRequest) => Promise<void>;
}) {
  const form = useForm<ChangePasswordValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
    resolver,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setFailure(null);
    try {
      await onSubmit({ oldPassword, newPassword });
    } catch (error) {
      setFailure(refusalText(error));
    }
  });
  return (
    <ChangePasswordForm
      fields={{
        oldPassword: textFieldProps(form, 'oldPassword'),
        newPassword: textFieldProps(form, 'newPassword'),
        confirm: textFieldProps(form, 'confirm'),
      }}
      onSubmit={(event) => void submit(event)}
      error={failure}
      submitting={form.formState.isSubmitting}
    />
  );
}
