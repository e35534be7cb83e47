/** A link of the top navigation. */
export interface NavLink {
  label: string;
  to: string;
}

/** A top-level item: a link, its highlight prefixes and its sub-items (hidden on mobile). */
export interface NavItem extends NavLink {
  key: string;
  /** Path prefixes that highlight this item. */
  prefixes: readonly string[];
  children?: readonly NavLink[];
}

/** The top navigation's two groups, as the portal declares them. */
export interface NavItems {
  left: readonly NavItem[];
  right: readonly NavItem[];
}

/** Where the shell's own links lead: the logo and 返回首页, 我的消息, 登录 and 注册. */
export interface ShellLinks {
  home: string;
  messages: string;
  login: string;
  register: string;
}

/**
 * The key of the top-level item to highlight for a path: the item whose prefix matches a whole leading
 * segment of the path; any other path (/message, unknown) highlights the first item (首页).
 */
export function activeNavKey(nav: NavItems, pathname: string): string | undefined {
  const items = [...nav.left, ...nav.right];
  const matching = items.find((item) =>
    item.prefixes.some(
      (prefix) =>
        pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
    ),
  );
  return (matching ?? items[0])?.key;
}
