import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ShellButton } from '../internal/ShellButton';
import { staticClasses } from '../theme/staticClasses';
import { useShellRouter } from '../router/ShellRouterContext';
import type { NavItem } from './navItems';
import { NavSubMenu } from './NavSubMenu';

/**
 * Before the scripts run, CSS alone opens a sub-menu: on hover and while focus is inside its item. Once hydrated the
 * item says `data-menu`, and the component decides (a sub-menu closed by Escape or a choice stays closed under the
 * pointer).
 */
const useNavClasses = staticClasses<'item' | 'link' | 'activeLink'>((part, theme) =>
  part === 'item'
    ? {
        listStyle: 'none',
        position: 'relative',
        '& > ul': { display: 'none' },
        '&:hover > ul, &:focus-within > ul': { display: 'block' },
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
  const itemRef = useRef<HTMLLIElement>(null);
  const linkRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const menuId = useId();
  const children = item.children ?? [];
  const hasMenu = children.length > 0;

  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // What CSS showed before hydration stays shown: the pointer may already rest on the item, or focus be inside it.
  useEffect(() => {
    if (itemRef.current?.matches(':hover, :focus-within')) setOpen(true);
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (open && focusFirst) menuItemsOf(menuRef.current)[0]?.focus();
  }, [open, focusFirst]);

  const close = (refocus: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setFocusFirst(false);
    if (refocus) linkRef.current?.focus();
  };
  const onLinkKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!hasMenu) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      clearTimeout(closeTimer.current);
      setFocusFirst(true);
      setOpen(true);
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
  // Tab and Shift+Tab close the sub-menu once focus has moved: to the next link, or back to this one.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) close(false);
  };

  const onMouseEnter = () => {
    clearTimeout(closeTimer.current);
    if (hasMenu) setOpen(true);
  };
  const onLinkFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && menuRef.current?.contains(event.relatedTarget)) close(false);
  };
  // A short grace period lets the pointer cross the gap between the link and its sub-menu.
  const onMouseLeave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => close(false), 150);
  };

  return (
    <li
      ref={itemRef}
      className={classOf('item')}
      data-menu={hasMenu && hydrated ? (open ? 'open' : 'closed') : undefined}
      onMouseEnter={onMouseEnter}
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
