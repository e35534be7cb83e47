import { BusinessError } from '../http/BusinessError';

/** Why a customer may not enter a call yet, by `authStatus`: the words the portal's 参与征集 dialog uses. */
const notVerified = {
  never: '您尚未认证，认证通过后才能参与征集。',
  pending: '您的认证信息正在审核中，审核通过后才能参与征集。',
  failed: '您的认证未通过审核，请修改认证信息并重新提交，审核通过后才能参与征集。',
} as const;

/** Refuses (403) a customer whose verification has not passed review (`authStatus` 1), saying why. */
export function requireVerified(customer: { authStatus: number | null }): void {
  const { authStatus } = customer;
  if (authStatus === 1) return;
  const reason =
    authStatus === 0 ? notVerified.pending : authStatus === 2 ? notVerified.failed : notVerified.never;
  throw new BusinessError(403, reason);
}
