import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** Props of {@link UserMenuPopup}. */
export interface UserMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onOpenVerification: () => void;
  onOpenPersonalCenter: () => void;
  onOpenMessages: () => void;
  onLogout: () => void;
}

/** The four entries of the user menu; loaded on the first click on the user button. */
export function UserMenuPopup({
  id,
  anchor,
  onClose,
  onOpenVerification,
  onOpenPersonalCenter,
  onOpenMessages,
  onLogout,
}: UserMenuPopupProps) {
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem onClick={choose(onOpenVerification)}>去认证</MenuItem>
      <MenuItem onClick={choose(onOpenPersonalCenter)}>个人中心</MenuItem>
      <MenuItem onClick={choose(onOpenMessages)}>我的消息</MenuItem>
      <MenuItem onClick={choose(onLogout)}>退出登录</MenuItem>
    </Menu>
  );
}
