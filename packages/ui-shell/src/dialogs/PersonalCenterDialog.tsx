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
  open: boolean;
  onClose: () => void;
  user: ShellUser;
  /** @default 'phone' */
  initialTab?: PersonalCenterTab;
  onTabChange?: (tab: PersonalCenterTab) => void;
  /** The new phone and address to start with, e.g. a kept draft; read on mount. */
  defaultValues?: Partial<PersonalCenterValues>;
  onValuesChange?: (values: PersonalCenterValues) => void;
  onSendPhoneCode: (input: SendPhoneCodeInput) => Promise<void>;
  onChangePhone: (input: ChangePhoneInput) => Promise<void>;
  onSendEmailCode: (input: SendEmailCodeInput) => Promise<void>;
  onChangeEmail: (input: ChangeEmailInput) => Promise<void>;
  onChangePassword: (input: ChangePasswordInput) => Promise<void>;
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
  const challenge = { imageSrc, imageFailed, onRefreshImageCode };
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
