import { Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ShellButton } from '../internal/ShellButton';
import { staticClasses } from '../theme/staticClasses';
import { useShellRouter } from '../router/ShellRouterContext';
import type { NavItem } from './navItems';
import { preloadable } from './preloadable';
import { usePrefetchWhenIdle } from './usePrefetchWhenIdle';

const subMenu = preloadable(() => import('./NavSubMenu').then((module) => module.NavSubMenu));

const useNavClasses = staticClasses<'item' | 'link' | 'activeLink'>((part, theme) =>
  part === 'item'
    ? { listStyle: 'none', position: 'relative' }
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

/**
 * A top-level navigation link; its sub-menu opens on hover and on ArrowDown, and closes on Escape (focus
 * back on the link), on a choice, or when focus leaves it. The sub-menu sits right under the link with plain
 * CSS (no popper, no portal); its code loads when the browser is idle, on hover or focus, or on first use.
 */
export function NavMenuItem({ item, active }: NavMenuItemProps) {
  const { Link } = useShellRouter();
  const classOf = useNavClasses();
  const linkRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const menuId = useId();
  const children = item.children ?? [];
  const hasMenu = children.length > 0;

  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  usePrefetchWhenIdle(subMenu, hasMenu);
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
    if (event.key === 'Escape') {
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
    if (hasMenu) subMenu.preload();
    if (event.relatedTarget instanceof Node && menuRef.current?.contains(event.relatedTarget)) close(false);
  };
  // A short grace period lets the pointer cross the gap between the link and its sub-menu.
  const onMouseLeave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => close(false), 150);
  };

  return (
    <li className={classOf('item')} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} onBlur={onBlur}>
      <ShellButton
        to={item.to}
        ref={linkRef}
        color="inherit"
        aria-current={active ? 'page' : undefined}
        aria-haspopup={hasMenu ? 'menu' : undefined}
        aria-expanded={hasMenu ? open : undefined}
        aria-controls={hasMenu && open ? menuId : undefined}
        onKeyDown={onLinkKeyDown}
        onFocus={onLinkFocus}
        className={classOf(active ? 'activeLink' : 'link')}
      >
        {item.label}
      </ShellButton>
      {hasMenu && open ? (
        <Suspense fallback={null}>
          <subMenu.Component
            id={menuId}
            label={item.label}
            items={children}
            autoFocusItem={focusFirst}
            menuRef={menuRef}
            onKeyDown={onMenuKeyDown}
            Link={Link}
            onChoose={() => close(false)}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
