/**
 * `@art-portal/ui-shell`: import from the subpaths (`./theme`, `./app-shell`, `./feedback`, `./device`,
 * `./forms`, `./dialogs`, `./content`, `./layout`, `./share`) so each page loads only what it uses. The root holds the shared types.
 */
export type { AuthStatus, Project, ShellUser, VerificationUser } from './types/ShellUser';
export type { ShellLinkProps, ShellRouter } from './router/ShellRouter';
