import TextField from '@mui/material/TextField';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@art-portal/api-client';
import { useFormContext } from 'react-hook-form';
import { textFieldProps } from '../forms/textFieldProps';

export type PasswordValues = { password: string; confirm: string };

type PasswordFieldsProps = {
  /** 密码 / 确认密码 on registration, 新密码 / 确认新密码 in the reset dialog. */
  labels: [string, string];
};

const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，需同时包含字母和数字`;

/** The password and its confirmation in the surrounding form, with the rule shown before typing. */
export function PasswordFields({ labels }: PasswordFieldsProps) {
  const form = useFormContext<PasswordValues>();
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        {...textFieldProps(form, 'password', { hint: PASSWORD_RULE })}
        autoComplete="new-password"
      />
      <TextField
        label={labels[1]}
        type="password"
        {...textFieldProps(form, 'confirm')}
        autoComplete="new-password"
      />
    </>
  );
}
