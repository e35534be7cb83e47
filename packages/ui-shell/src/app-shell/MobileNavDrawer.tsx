import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { useShellRouter } from '../router/ShellRouterContext';
import { HeaderSearch, type HeaderSearchOptions } from './HeaderSearch';
import type { NavItem } from './navItems';

/** Props of {@link MobileNavDrawer}. */
export interface MobileNavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The top level of the navigation. */
  items: readonly NavItem[];
  /** The highlighted item's key. */
  activeKey: string | undefined;
  /** The search box above the items. */
  search?: HeaderSearchOptions | undefined;
}

/** The mobile top level (no sub-menus) in a modal drawer; loaded on the first tap on 主导航. */
export function MobileNavDrawer({ id, open, onClose, items, activeKey, search }: MobileNavDrawerProps) {
  const { Link } = useShellRouter();
  return (
    <Drawer id={id} open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': '主导航' } }}>
      {search ? <HeaderSearch placement="drawer" onSearched={() => onClose()} {...search} /> : null}
      <Box component="nav" aria-label="主导航" sx={{ width: '240px' }}>
        <List>
          {items.map((item) => (
            <ListItem key={item.key} disablePadding>
              <ListItemButton
                component={Link}
                to={item.to}
                selected={item.key === activeKey}
                aria-current={item.key === activeKey ? 'page' : undefined}
                onClick={onClose}
              >
                {item.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
