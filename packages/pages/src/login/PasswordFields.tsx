import TextField from '@mui/material/TextField';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@art-portal/api-client';

export type PasswordValues = { password: string; confirm: string };

type PasswordFieldsProps = {
  values: PasswordValues;
  onChange: (change: (current: PasswordValues) => PasswordValues) => void;
  errors: { password?: string | null; confirm?: string | null };
  /** 密码 / 确认密码 on registration, 新密码 / 确认新密码 in the reset dialog. */
  labels: [string, string];
};

const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，需同时包含字母和数字`;

/** The password and its confirmation, with the rule shown before typing. */
export function PasswordFields({ values, onChange, errors, labels }: PasswordFieldsProps) {
  const set = (key: keyof PasswordValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    onChange((current) => ({ ...current, [key]: value }));
  };
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        value={values.password}
        onChange={set('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? PASSWORD_RULE}
        autoComplete="new-password"
      />
      <TextField
        label={labels[1]}
        type="password"
        value={values.confirm}
        onChange={set('confirm')}
        error={Boolean(errors.confirm)}
        helperText={errors.confirm ?? undefined}
        autoComplete="new-password"
      />
    </>
  );
}

/** The checks of ui.md and the server's password rule, as messages per field. */
export function passwordErrors({ password, confirm }: PasswordValues): {
  password: string | null;
  confirm: string | null;
} {
  const problem = password === '' ? '请输入密码！' : passwordProblem(password);
  return { password: problem, confirm: confirm !== password ? '两次输入的密码不一致' : null };
}
