export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export type { NavItem, NavItems, NavLink, ShellLinks } from './navItems';
export { whenIdle } from './whenIdle';
export { ShellRouterProvider, useShellRouter } from '../router/ShellRouterContext';
export type { ShellLinkProps, ShellRouter } from '../router/ShellRouter';
export type { AuthStatus, Project, ShellUser, VerificationUser } from '../types/ShellUser';
