import type { HeaderSearchOptions } from '../../app-shell/HeaderSearch';
import type { NavItems, ShellLinks } from '../../app-shell/navItems';
import { suggestFixture } from './suggestFixture';

/** The portal's navigation as its pages declare it, for stories and tests of the shell. */
export const navFixture: NavItems = {
  left: [
    { key: 'home', label: '首页', to: '/home', prefixes: ['/home'] },
    {
      key: 'artworks',
      label: '艺术作品',
      to: '/artWorks/index',
      prefixes: ['/artWorks', '/activity'],
      children: [
        { label: '数字作品', to: '/artWorks/index' },
        { label: '作品征集', to: '/activity/index' },
      ],
    },
    { key: 'friends', label: '艺术之友', to: '/workstation', prefixes: ['/workstation', '/news'] },
    {
      key: 'exhibition',
      label: '云展览',
      to: '/cloudExhibition?id=1',
      prefixes: ['/cloudExhibition'],
      children: [
        { label: '亚洲数字艺术展', to: '/cloudExhibition?id=1' },
        { label: 'AI数字公园', to: '/cloudExhibition?id=2' },
      ],
    },
  ],
  right: [
    {
      key: 'education',
      label: '教育培训',
      to: '/education/cultivate',
      prefixes: ['/education'],
      children: [
        { label: '人才培养', to: '/education/cultivate' },
        { label: '视频教程', to: '/education/course' },
      ],
    },
    {
      key: 'cooperation',
      label: '产业合作',
      to: '/cooperation/wl',
      prefixes: ['/cooperation'],
      children: [
        { label: '文化旅游', to: '/cooperation/wl' },
        { label: '品牌推广', to: '/cooperation/brand' },
        { label: '城市更新', to: '/cooperation/city' },
        { label: '乡村振兴', to: '/cooperation/village' },
        { label: '科技艺术表达', to: '/cooperation/science' },
      ],
    },
    { key: 'international', label: '国际合作', to: '/international', prefixes: ['/international'] },
    { key: 'about', label: '关于我们', to: '/aboutUs', prefixes: ['/aboutUs'] },
  ],
};

/** The shell's own links as the portal passes them. */
export const shellLinksFixture: ShellLinks = {
  home: '/home',
  messages: '/message',
  login: '/login?t=login',
  register: '/login?t=register',
};

/** The search box as the portal passes it to the top bar. */
export const headerSearchFixture: HeaderSearchOptions = { action: '/search', suggest: suggestFixture };
