import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ShellButton } from '../internal/ShellButton';
import { staticClasses } from '../theme/staticClasses';
import { useShellRouter } from '../router/ShellRouterContext';
import type { NavItem } from './navItems';
import { NavSubMenu } from './NavSubMenu';

/**
 * CSS opens a sub-menu while the pointer is on its item or focus is inside it, before the scripts run as after. The
 * component overrides it through `data-menu`: open on ArrowDown, closed after Escape or a choice until the pointer or
 * focus leaves.
 */
const useNavClasses = staticClasses<'item' | 'link' | 'activeLink'>((part, theme) =>
  part === 'item'
    ? {
        listStyle: 'none',
        position: 'relative',
        '& > ul': { display: 'none' },
        '&:hover > ul, & > ul:focus-within': { display: 'block' },
        '&&[data-menu="closed"] > ul': { display: 'none' },
        '&&[data-menu="open"] > ul': { display: 'block' },
      }
    : {
        // Doubled, to win over the button's own class wherever the style sheet has it.
        '&&': theme.unstable_sx({
          px: '12px',
          height: '64px',
          borderRadius: 0,
          fontSize: '15px',
          borderBottom: '2px solid',
          borderColor: part === 'activeLink' ? 'primary.main' : 'transparent',
          color: part === 'activeLink' ? 'primary.main' : 'inherit',
        }),
      },
);

/** Props of {@link NavMenuItem}. */
export interface NavMenuItemProps {
  item: NavItem;
  active: boolean;
}

function menuItemsOf(menu: HTMLUListElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/**
 * A top-level navigation link; its sub-menu opens on hover and on ArrowDown, and closes on Escape (focus
 * back on the link), on a choice, or when focus leaves it. The sub-menu is in the server's HTML, right under the
 * link (no popper, no portal), so it opens on hover before the page hydrates.
 */
export function NavMenuItem({ item, active }: NavMenuItemProps) {
  const { Link } = useShellRouter();
  const classOf = useNavClasses();
  const linkRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // `css` until the component has a say: what the style sheet shows (also in the server's HTML) stays shown.
  const [menu, setMenu] = useState<'css' | 'open' | 'closed'>('css');
  const open = menu === 'open';
  const [focusFirst, setFocusFirst] = useState(false);
  const menuId = useId();
  const children = item.children ?? [];
  const hasMenu = children.length > 0;

  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (open && focusFirst) menuItemsOf(menuRef.current)[0]?.focus();
  }, [open, focusFirst]);

  const close = (refocus: boolean) => {
    clearTimeout(closeTimer.current);
    setMenu('closed');
    setFocusFirst(false);
    if (refocus) linkRef.current?.focus();
  };
  const onLinkKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!hasMenu) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      clearTimeout(closeTimer.current);
      setFocusFirst(true);
      setMenu('open');
    } else if (event.key === 'Escape') {
      close(false);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = menuItemsOf(menuRef.current);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: entries[(at + 1) % entries.length],
      ArrowUp: entries[(at - 1 + entries.length) % entries.length],
      Home: entries[0],
      End: entries[entries.length - 1],
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };
  // Tab and Shift+Tab hand the sub-menu back to CSS once focus has left the item: to the next link, or beyond.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setMenu('css');
      setFocusFirst(false);
    }
  };

  const onMouseEnter = () => {
    clearTimeout(closeTimer.current);
    if (hasMenu) setMenu('open');
  };
  // A pointer that rested on the item before hydration: the sub-menu it shows is open, as aria-expanded says.
  const onMouseMove = () => {
    if (hasMenu && menu === 'css') setMenu('open');
  };
  const onLinkFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && menuRef.current?.contains(event.relatedTarget)) close(false);
  };
  // A short grace period lets the pointer cross the gap between the link and its sub-menu.
  const onMouseLeave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setMenu('css');
      setFocusFirst(false);
    }, 150);
  };

  return (
    <li
      className={classOf('item')}
      data-menu={hasMenu && menu !== 'css' ? menu : undefined}
      onMouseEnter={onMouseEnter}
      onMouseMove={onMouseMove}
      onMouseLeave={onMouseLeave}
      onBlur={onBlur}
    >
      <ShellButton
        to={item.to}
        ref={linkRef}
        color="inherit"
        aria-current={active ? 'page' : undefined}
        aria-haspopup={hasMenu ? 'menu' : undefined}
        aria-expanded={hasMenu ? open : undefined}
        aria-controls={hasMenu ? menuId : undefined}
        onKeyDown={onLinkKeyDown}
        onFocus={onLinkFocus}
        className={classOf(active ? 'activeLink' : 'link')}
      >
        {item.label}
      </ShellButton>
      {hasMenu ? (
        <NavSubMenu
          id={menuId}
          label={item.label}
          items={children}
          menuRef={menuRef}
          onKeyDown={onMenuKeyDown}
          Link={Link}
          onChoose={() => close(false)}
        />
      ) : null}
    </li>
  );
}
