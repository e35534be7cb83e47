import type { AuthStatus } from '../types/ShellUser';

/** The text of a verification status: 待审核 (0), 审核通过 (1), 审核未通过 (2), 未认证 (none). */
export function authStatusText(status: AuthStatus | undefined): string {
  switch (status) {
    case 0:
      return '待审核';
    case 1:
      return '审核通过';
    case 2:
      return '审核未通过';
    default:
      return '未认证';
  }
}
