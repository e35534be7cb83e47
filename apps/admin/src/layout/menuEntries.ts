/** A back-office screen in the menu: its react-admin resource (or path) and the call that decides who sees it. */
export interface MenuEntry {
  /** The navigation's name (admin.md § Menu). */
  label: string;
  /** The react-admin resource, or `''` for 工作台 at `/`. */
  resource: string;
  /** The admin call the screen opens with: shown only when the server declares it and the role may make it. */
  route: string;
}

/** Every entry of admin.md § Menu, in its order. Reviews (issue 54) appear once their calls exist. */
export const menuEntries: readonly MenuEntry[] = [
  { label: '工作台', resource: '', route: 'dashboard.summary' },
  { label: '作品', resource: 'artworks', route: 'artworks.list' },
  { label: '征集', resource: 'activities', route: 'activities.list' },
  { label: '云展览', resource: 'exhibitions', route: 'exhibitions.list' },
  // A 云展览's works, hung in its 展厅 (admin.md's menu names 云展览 only; its works need their own list).
  { label: '展品', resource: 'hallWorks', route: 'hallWorks.list' },
  { label: '资讯', resource: 'news', route: 'news.list' },
  { label: '课程', resource: 'courses', route: 'courses.list' },
  { label: '横幅', resource: 'banners', route: 'banners.list' },
  { label: '页面', resource: 'pages', route: 'pages.list' },
  { label: '作品类别', resource: 'categories', route: 'categories.list' },
  { label: '认证项目', resource: 'projects', route: 'projects.list' },
  { label: '实名认证', resource: 'verifications', route: 'verificationReviews.list' },
  { label: '投稿审核', resource: 'entries', route: 'entryReviews.list' },
  { label: '评论管理', resource: 'comments', route: 'comments.list' },
  { label: '作业批阅', resource: 'homework', route: 'homework.list' },
  { label: '站内消息', resource: 'messages', route: 'messages.sent' },
  { label: '后台账号', resource: 'staff', route: 'staff.list' },
  { label: '操作日志', resource: 'operationLogs', route: 'audit.operations' },
  { label: '登录日志', resource: 'loginLogs', route: 'audit.logins' },
  { label: '敏感词', resource: 'sensitiveWords', route: 'sensitiveWords.list' },
];

/** The roles each declared call allows, by call name (`adminRoutes`' `name` and `roles`). */
export type RouteRoles = ReadonlyMap<string, readonly string[]>;

/** The entries a staff member of `role` may open: declared by the server, and allowed to their role. */
export function visibleMenuEntries(routes: RouteRoles, role: string): MenuEntry[] {
  return menuEntries.filter((entry) => routes.get(entry.route)?.includes(role) ?? false);
}
