import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/** Props every `ShellRouter.Link` accepts: an anchor whose target is an in-app path such as `/news/index`. */
export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The routing port of the shell: `pages` adapts react-router to it, stories use a memory implementation.
 * `pathname` excludes the query string; `navigate` accepts a path with an optional query.
 */
export interface ShellRouter {
  pathname: string;
  navigate: (to: string) => void;
  Link: ComponentType<ShellLinkProps>;
}
