import Box from '@mui/material/Box';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { alpha, getOverlayAlpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { ShellButton } from '../internal/ShellButton';
import { staticClasses } from '../theme/staticClasses';
import { useShellRouter } from '../router/ShellRouterContext';
import type { ShellUser } from '../types/ShellUser';
import type { HeaderSearchOptions } from './HeaderSearch';
import { HeaderSearchSlot } from './HeaderSearchSlot';
import { activeNavKey, type NavItem, type NavItems, type ShellLinks } from './navItems';
import { NavMenuItem } from './NavMenuItem';
import { preloadable } from './preloadable';
import { UserMenu } from './UserMenu';
import { useOnDemand } from './useOnDemand';

const drawer = preloadable(() => import('./MobileNavDrawer').then((module) => module.MobileNavDrawer));

/**
 * The bar is MUI's sticky `AppBar` (default colour, elevation 1 with its dark-mode overlay) and `Toolbar` as plain
 * elements: the same CSS without their components in every page's first script. The menu button's place is doubled,
 * to win over the button's own margin wherever the sheet has it.
 */
const useTopNavClasses = staticClasses((part: 'root' | 'toolbar' | 'menuButton' | 'searchLink', theme) => {
  const overlay = alpha('#fff', getOverlayAlpha(1));
  if (part === 'root')
    return {
      position: 'sticky',
      top: 0,
      left: 'auto',
      right: 0,
      zIndex: theme.zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      flexShrink: 0,
      width: '100%',
      boxSizing: 'border-box',
      boxShadow: theme.shadows[1],
      ...(theme.palette.mode === 'dark'
        ? {
            backgroundColor: theme.palette.background.paper,
            backgroundImage: `linear-gradient(${overlay}, ${overlay})`,
            color: theme.palette.text.primary,
          }
        : {
            backgroundColor: theme.palette.grey[100],
            color: theme.palette.getContrastText(theme.palette.grey[100]),
          }),
    };
  if (part === 'toolbar')
    return {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: '8px',
      minHeight: '64px',
      paddingLeft: '16px',
      paddingRight: '16px',
      [theme.breakpoints.up('sm')]: { paddingLeft: '24px', paddingRight: '24px' },
    };
  if (part === 'searchLink') return { '&&': { marginLeft: 'auto' } };
  return { '&&': { marginLeft: '-12px' } };
});

/** Props of {@link TopNav}. */
export interface TopNavProps {
  /** The customer; `null` when nobody is logged in, `undefined` while the browser has not yet said (server-rendered HTML). */
  user: ShellUser | null | undefined;
  /** Mobile layout: sub-menus hidden, the top level in a drawer. */
  mobile: boolean;
  /** The navigation's items: the portal builds them from its pages' declarations. */
  nav: NavItems;
  /** Where the logo, 我的消息, 登录 and 注册 lead. */
  links: ShellLinks;
  /** The name beside the logo. @default '数字艺术门户' */
  siteName?: string;
  /** Picture of the logo beside the site name; the name alone without it. */
  logoSrc?: string;
  /** The search box: in the bar on desktop; on a phone a link to the results page in the bar, and the box in the drawer. */
  search?: HeaderSearchOptions;
  /** 认证信息 in the user menu: opens the verification dialog. */
  onOpenVerification: () => void;
  /** 个人中心 in the user menu: opens the personal centre dialog. */
  onOpenPersonalCenter: () => void;
  /** 退出登录 in the user menu. */
  onLogout: () => void;
}

function NavGroup({ items, activeKey }: { items: readonly NavItem[]; activeKey: string | undefined }) {
  return (
    <Box component="ul" sx={{ display: 'flex', m: 0, p: 0 }}>
      {items.map((item) => (
        <NavMenuItem key={item.key} item={item} active={item.key === activeKey} />
      ))}
    </Box>
  );
}

/**
 * The top navigation: two groups with sub-menus on desktop, a drawer on mobile, and the login area. The
 * drawer's code loads when the browser is idle, on focus of its button, or at the latest on the first tap.
 */
export function TopNav({
  user,
  mobile,
  nav,
  links,
  siteName = '数字艺术门户',
  logoSrc,
  search,
  onOpenVerification,
  onOpenPersonalCenter,
  onLogout,
}: TopNavProps) {
  const { Link, pathname, navigate } = useShellRouter();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOnDemand(drawer, drawerOpen, mobile);
  const drawerId = useId();
  const classOf = useTopNavClasses();
  const activeKey = activeNavKey(nav, pathname);

  const brand = (
    <Box
      component={Link}
      to={links.home}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: '8px',
        color: 'inherit',
        textDecoration: 'none',
        mr: mobile ? 0 : '24px',
      }}
    >
      {logoSrc ? <Box component="img" src={logoSrc} alt="" sx={{ height: '32px', width: 'auto' }} /> : null}
      <Box component="span" sx={{ fontSize: '18px', fontWeight: 600, whiteSpace: 'nowrap' }}>
        {siteName}
      </Box>
    </Box>
  );

  const auth =
    user === undefined ? (
      // Who is there is not known yet: hold the place of 登录/注册, invisibly, so nothing shifts when it is.
      <Box aria-hidden="true" sx={{ display: 'flex', gap: '4px', visibility: 'hidden' }}>
        <ShellButton tabIndex={-1} color="inherit">
          登录
        </ShellButton>
        <ShellButton tabIndex={-1} color="inherit" variant="outlined">
          注册
        </ShellButton>
      </Box>
    ) : user ? (
      <UserMenu
        user={user}
        onOpenVerification={onOpenVerification}
        onOpenPersonalCenter={onOpenPersonalCenter}
        onOpenMessages={() => navigate(links.messages)}
        onLogout={onLogout}
      />
    ) : (
      <Box sx={{ display: 'flex', gap: '4px' }}>
        <ShellButton to={links.login} color="inherit">
          登录
        </ShellButton>
        <ShellButton to={links.register} color="inherit" variant="outlined">
          注册
        </ShellButton>
      </Box>
    );

  return (
    <header className={classOf('root')}>
      <div className={classOf('toolbar')}>
        {mobile ? (
          <ShellButton
            variant="icon"
            color="inherit"
            aria-label="主导航"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
            onPointerDown={drawer.preload}
            onFocus={drawer.preload}
            onClick={() => setDrawerOpen(true)}
            className={classOf('menuButton')}
          >
            <MenuIcon />
          </ShellButton>
        ) : null}
        {brand}
        {mobile ? (
          drawerMounted ? (
            <drawer.Component
              id={drawerId}
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              items={[...nav.left, ...nav.right]}
              activeKey={activeKey}
              search={search}
            />
          ) : null
        ) : (
          <Box
            component="nav"
            aria-label="主导航"
            sx={{ display: 'flex', flex: 1, justifyContent: 'space-between' }}
          >
            <NavGroup items={nav.left} activeKey={activeKey} />
            <NavGroup items={nav.right} activeKey={activeKey} />
          </Box>
        )}
        {search && !mobile ? <HeaderSearchSlot search={search} /> : null}
        {search && mobile ? (
          <ShellButton
            variant="icon"
            color="inherit"
            to={search.action}
            aria-label="搜索"
            className={classOf('searchLink')}
          >
            <SearchIcon />
          </ShellButton>
        ) : null}
        <Box sx={{ ml: mobile ? (search ? 0 : 'auto') : '16px', minWidth: 0 }}>{auth}</Box>
      </div>
    </header>
  );
}
