import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useShellRouter } from '../router/ShellRouterContext';
import type { NavItem } from './navItems';

/** Props of {@link NavMenuItem}. */
export interface NavMenuItemProps {
  item: NavItem;
  active: boolean;
}

/** A top-level navigation link; its sub-menu opens on hover, on ArrowDown and closes on Escape or Tab. */
export function NavMenuItem({ item, active }: NavMenuItemProps) {
  const { Link, navigate } = useShellRouter();
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const menuId = useId();
  const children = item.children ?? [];
  const hasMenu = children.length > 0;

  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const close = (refocus: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    if (refocus) anchor?.focus();
  };
  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!hasMenu) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setFocusFirst(true);
      setOpen(true);
    } else if (event.key === 'Escape') {
      close(false);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onMouseEnter = () => {
    clearTimeout(closeTimer.current);
    if (hasMenu) setOpen(true);
  };
  // A short grace period lets the pointer cross the gap between the link and its sub-menu.
  const onMouseLeave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };

  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', position: 'relative' }}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <Button
        component={Link}
        to={item.to}
        ref={setAnchor}
        color="inherit"
        aria-current={active ? 'page' : undefined}
        aria-haspopup={hasMenu ? 'menu' : undefined}
        aria-expanded={hasMenu ? open : undefined}
        aria-controls={hasMenu && open ? menuId : undefined}
        onKeyDown={onLinkKeyDown}
        sx={{
          px: '12px',
          height: '64px',
          borderRadius: 0,
          fontSize: '15px',
          borderBottom: '2px solid',
          borderColor: active ? 'primary.main' : 'transparent',
          color: active ? 'primary.main' : 'inherit',
        }}
      >
        {item.label}
      </Button>
      {hasMenu ? (
        <Popper
          open={open}
          anchorEl={anchor}
          placement="bottom-start"
          disablePortal
          sx={{ zIndex: 'appBar' }}
        >
          <ClickAwayListener onClickAway={() => close(false)}>
            <Paper elevation={4}>
              <MenuList
                id={menuId}
                aria-label={item.label}
                autoFocusItem={focusFirst && open}
                onKeyDown={onMenuKeyDown}
              >
                {children.map((child) => (
                  <MenuItem
                    key={child.to}
                    onClick={() => {
                      close(false);
                      navigate(child.to);
                    }}
                  >
                    {child.label}
                  </MenuItem>
                ))}
              </MenuList>
            </Paper>
          </ClickAwayListener>
        </Popper>
      ) : null}
    </Box>
  );
}
