import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { KeyboardEvent, Ref } from 'react';
import type { ShellRouter } from '../router/ShellRouter';
import type { NavLink } from './navItems';

/** Props of {@link NavSubMenu}. */
export interface NavSubMenuProps {
  id: string;
  label: string;
  items: readonly NavLink[];
  /** Focus the first entry when it opens (ArrowDown on the link). */
  autoFocusItem: boolean;
  menuRef: Ref<HTMLUListElement>;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  /** The router's link: every entry is an `<a href>`, so it opens in a new tab, middle-clicks and copies like any link. */
  Link: ShellRouter['Link'];
  /** An entry was followed: the menu closes. */
  onChoose: () => void;
}

/** A desktop sub-menu, placed right under its link with plain CSS; loaded on first use. */
export function NavSubMenu({
  id,
  label,
  items,
  autoFocusItem,
  menuRef,
  onKeyDown,
  Link,
  onChoose,
}: NavSubMenuProps) {
  return (
    <Paper
      elevation={4}
      sx={{ position: 'absolute', top: '100%', left: 0, zIndex: 'appBar', width: 'max-content' }}
    >
      <MenuList
        ref={menuRef}
        id={id}
        aria-label={label}
        variant="menu"
        autoFocusItem={autoFocusItem}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <MenuItem key={item.to} component={Link} to={item.to} onClick={onChoose}>
            {item.label}
          </MenuItem>
        ))}
      </MenuList>
    </Paper>
  );
}
