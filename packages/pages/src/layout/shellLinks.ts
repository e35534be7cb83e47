import type { ShellLinks } from '@art-portal/ui-shell/app-shell';
import { pathTo } from '../routing/pathTo';

/** Where the shell's logo, 我的消息, 登录 and 注册 lead. */
export const shellLinks: ShellLinks = {
  home: pathTo('home'),
  messages: pathTo('messages'),
  login: pathTo('login', { t: 'login' }),
  register: pathTo('login', { t: 'register' }),
};
