import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useRef, useState } from 'react';
import type { ShellUser } from '../types/ShellUser';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  ChangePhoneInput,
  ImageCodeChallenge,
  PersonalCenterValues,
  SendEmailCodeInput,
  SendPhoneCodeInput,
} from './personalCenterTypes';
import { PortalDialog } from './PortalDialog';

/** The tabs of the personal-centre dialog. */
export type PersonalCenterTab = 'phone' | 'email' | 'password';

/** Props of {@link PersonalCenterDialog}: every action is an async callback; rejections keep the typed input. */
export interface PersonalCenterDialogProps extends ImageCodeChallenge {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The close button, Escape or a click outside. */
  onClose: () => void;
  /** The logged-in customer: their current phone and e-mail are shown. */
  user: ShellUser;
  /** The tab shown first: 修改手机号, 修改邮箱 or 修改密码. @default 'phone' */
  initialTab?: PersonalCenterTab;
  /** Another tab was chosen, e.g. to keep it across a re-login. */
  onTabChange?: (tab: PersonalCenterTab) => void;
  /** The new phone and address to start with, e.g. a kept draft; read on mount. */
  defaultValues?: Partial<PersonalCenterValues>;
  /** What was typed (no codes, no passwords), to be kept as a draft. */
  onValuesChange?: (values: PersonalCenterValues) => void;
  /** 获取验证码 for the new phone, with the image challenge's answer; a rejection shows its message. */
  onSendPhoneCode: (input: SendPhoneCodeInput) => Promise<void>;
  /** Saves the new phone; a rejection keeps what was typed and shows its message. */
  onChangePhone: (input: ChangePhoneInput) => Promise<void>;
  /** 获取验证码 for the new address, with the image challenge's answer. */
  onSendEmailCode: (input: SendEmailCodeInput) => Promise<void>;
  /** Saves the new e-mail address; a rejection keeps what was typed and shows its message. */
  onChangeEmail: (input: ChangeEmailInput) => Promise<void>;
  /** Saves the new password; a rejection shows its message. */
  onChangePassword: (input: ChangePasswordInput) => Promise<void>;
  /** Full screen width on a phone. @default false */
  mobile?: boolean;
}

const tabs: readonly { value: PersonalCenterTab; label: string }[] = [
  { value: 'phone', label: '修改手机号' },
  { value: 'email', label: '修改邮箱' },
  { value: 'password', label: '修改密码' },
];

/** 个人中心: change the phone, the e-mail or the password. Tabs keep their input while switching. */
export function PersonalCenterDialog({
  open,
  onClose,
  user,
  initialTab = 'phone',
  onTabChange,
  defaultValues,
  onValuesChange,
  mobile,
  imageSrc,
  imageFailed,
  imageFailure,
  onRefreshImageCode,
  ...actions
}: PersonalCenterDialogProps) {
  const [tab, setTab] = useState<PersonalCenterTab>(initialTab);
  const values = useRef<PersonalCenterValues>({
    phone: defaultValues?.phone ?? '',
    email: defaultValues?.email ?? '',
  });
  const report = (change: Partial<PersonalCenterValues>) => {
    values.current = { ...values.current, ...change };
    onValuesChange?.(values.current);
  };
  const baseId = useId();
  const challenge = { imageSrc, imageFailed, imageFailure, onRefreshImageCode };
  const panel = (value: PersonalCenterTab) => ({
    role: 'tabpanel',
    id: `${baseId}-${value}-panel`,
    'aria-labelledby': `${baseId}-${value}-tab`,
    hidden: tab !== value,
  });
  return (
    <PortalDialog open={open} title="个人中心" onClose={onClose} mobile={mobile}>
      <Tabs
        value={tab}
        onChange={(_event, value: PersonalCenterTab) => {
          setTab(value);
          onTabChange?.(value);
        }}
        variant="fullWidth"
      >
        {tabs.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`${baseId}-${item.value}-tab`}
            aria-controls={`${baseId}-${item.value}-panel`}
          />
        ))}
      </Tabs>
      <Box {...panel('phone')}>
        <ChangePhoneForm
          {...challenge}
          onSendCode={actions.onSendPhoneCode}
          onSubmit={actions.onChangePhone}
          defaultValues={defaultValues}
          onValuesChange={report}
        />
      </Box>
      <Box {...panel('email')}>
        <ChangeEmailForm
          {...challenge}
          currentEmail={user.email}
          onSendCode={actions.onSendEmailCode}
          onSubmit={actions.onChangeEmail}
          defaultValues={defaultValues}
          onValuesChange={report}
        />
      </Box>
      <Box {...panel('password')}>
        <ChangePasswordForm onSubmit={actions.onChangePassword} />
      </Box>
    </PortalDialog>
  );
}
