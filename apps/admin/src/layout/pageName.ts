import { menuEntries } from './menuEntries';

/** The page's name for the tab's title, from its path: `/news` 资讯, `/news/create` 新建资讯, `/news/12` 编辑资讯. */
export function pageName(pathname: string): string {
  const [resource = '', second, third] = pathname.split('/').filter(Boolean);
  const entry = menuEntries.find((candidate) => candidate.resource === resource);
  if (!entry) return resource === '' ? '工作台' : '管理后台';
  if (second === 'create') return `新建${entry.label}`;
  if (second && third === 'show') return `${entry.label}详情`;
  if (second) return `编辑${entry.label}`;
  return entry.label;
}
