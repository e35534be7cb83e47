import type { KeyboardEvent, Ref } from 'react';
import type { ShellRouter } from '../router/ShellRouter';
import { staticClasses } from '../theme/staticClasses';
import type { NavLink } from './navItems';

/**
 * Drawn as MUI's `Paper` + `MenuList` + `MenuItem`, in plain markup: it is in the first HTML of every page, so its
 * look must not wait for a script.
 */
const useSubMenuClasses = staticClasses<'menu' | 'entry'>((part, theme) =>
  part === 'menu'
    ? {
        position: 'absolute',
        top: '100%',
        left: 0,
        zIndex: theme.zIndex.appBar,
        width: 'max-content',
        margin: 0,
        padding: '8px 0',
        listStyle: 'none',
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.background.paper,
        borderRadius: theme.shape.borderRadius,
        boxShadow: theme.shadows[4],
      }
    : {
        display: 'block',
        padding: '6px 16px',
        ...theme.typography.body1,
        color: 'inherit',
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        outline: 0,
        '&:hover, &:focus-visible': { backgroundColor: theme.palette.action.hover },
        '&:focus-visible': { backgroundColor: theme.palette.action.focus },
      },
);

/** Props of {@link NavSubMenu}. */
export interface NavSubMenuProps {
  id: string;
  label: string;
  items: readonly NavLink[];
  menuRef: Ref<HTMLUListElement>;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  /** The router's link: every entry is an `<a href>`, so it opens in a new tab, middle-clicks and copies like any link. */
  Link: ShellRouter['Link'];
  /** An entry was followed: the menu closes. */
  onChoose: () => void;
}

/**
 * A desktop sub-menu, placed right under its link with plain CSS; always in the markup, shown by its nav item. Its
 * entries are reached with the arrow keys, not Tab (as in MUI's `MenuList`): Tab goes on to the next nav link.
 */
export function NavSubMenu({ id, label, items, menuRef, onKeyDown, Link, onChoose }: NavSubMenuProps) {
  const classOf = useSubMenuClasses();
  return (
    <ul
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={label}
      className={classOf('menu')}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <li key={item.to} role="none">
          <Link to={item.to} role="menuitem" tabIndex={-1} className={classOf('entry')} onClick={onChoose}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
