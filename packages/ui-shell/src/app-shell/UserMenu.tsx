import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useId, useState } from 'react';
import type { ShellUser } from '../types/ShellUser';
import { userLabel } from '../types/userLabel';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: ShellUser;
  onOpenVerification: () => void;
  onOpenPersonalCenter: () => void;
  onOpenMessages: () => void;
  onLogout: () => void;
}

/** The logged-in customer's menu, labelled name → phone → e-mail. */
export function UserMenu({
  user,
  onOpenVerification,
  onOpenPersonalCenter,
  onOpenMessages,
  onLogout,
}: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {userLabel(user)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onOpenVerification)}>去认证</MenuItem>
        <MenuItem onClick={choose(onOpenPersonalCenter)}>个人中心</MenuItem>
        <MenuItem onClick={choose(onOpenMessages)}>我的消息</MenuItem>
        <MenuItem onClick={choose(onLogout)}>退出登录</MenuItem>
      </Menu>
    </>
  );
}
