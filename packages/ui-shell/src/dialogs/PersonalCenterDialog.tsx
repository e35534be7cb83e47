import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';
import { PortalDialog } from './PortalDialog';

/** The tabs of the personal-centre dialog. */
export type PersonalCenterTab = 'phone' | 'email' | 'password';

/**
 * Props of {@link PersonalCenterDialog}: each tab's form comes with its state from the caller, e.g.
 * `ChangePhoneForm`, `ChangeEmailForm` and `ChangePasswordForm` bound with react-hook-form.
 */
export interface PersonalCenterDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The close button, Escape or a click outside. */
  onClose: () => void;
  /** The tab shown first: 修改手机号, 修改邮箱 or 修改密码. @default 'phone' */
  initialTab?: PersonalCenterTab;
  /** Another tab was chosen, e.g. to keep it across a re-login. */
  onTabChange?: (tab: PersonalCenterTab) => void;
  /** The 修改手机号 tab. */
  phonePanel: ReactNode;
  /** The 修改邮箱 tab. */
  emailPanel: ReactNode;
  /** The 修改密码 tab. */
  passwordPanel: ReactNode;
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
  initialTab = 'phone',
  onTabChange,
  phonePanel,
  emailPanel,
  passwordPanel,
  mobile,
}: PersonalCenterDialogProps) {
  const [tab, setTab] = useState<PersonalCenterTab>(initialTab);
  const baseId = useId();
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
      <Box {...panel('phone')}>{phonePanel}</Box>
      <Box {...panel('email')}>{emailPanel}</Box>
      <Box {...panel('password')}>{passwordPanel}</Box>
    </PortalDialog>
  );
}
