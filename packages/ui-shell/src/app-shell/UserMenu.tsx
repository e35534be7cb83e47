import Box from '@mui/material/Box';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useId, useState } from 'react';
import { ShellButton } from '../internal/ShellButton';
import { staticClasses } from '../theme/staticClasses';
import type { ShellUser } from '../types/ShellUser';
import { userLabel } from '../types/userLabel';
import { preloadable } from './preloadable';
import { useOnDemand } from './useOnDemand';

/** Doubled, to win over the button's own `min-width` wherever the sheet has it. */
const useUserMenuClass = staticClasses((_part: 'button') => ({ '&&': { minWidth: 0, maxWidth: '100%' } }));

const popup = preloadable(() => import('./UserMenuPopup').then((module) => module.UserMenuPopup));

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  user: ShellUser;
  onOpenVerification: () => void;
  onOpenPersonalCenter: () => void;
  onOpenMessages: () => void;
  onLogout: () => void;
}

/** The menu's label while none of the customer's name, phone and e-mail is known yet (their info is loading). */
const unknownUserLabel = '我的账户';

/**
 * The logged-in customer's menu, labelled name → phone → e-mail on one line, cut short with an ellipsis where the
 * bar has no room. The menu's code loads when the browser is idle, on hover or focus of the button, or at the
 * latest on its first click.
 */
export function UserMenu({ user, ...actions }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const classOf = useUserMenuClass();
  const mounted = useOnDemand(popup, anchor !== null);
  return (
    <>
      <ShellButton
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDown />}
        onPointerEnter={popup.preload}
        onFocus={popup.preload}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={classOf('button')}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {userLabel(user) || unknownUserLabel}
        </Box>
      </ShellButton>
      {mounted ? (
        <popup.Component id={menuId} anchor={anchor} onClose={() => setAnchor(null)} {...actions} />
      ) : null}
    </>
  );
}
