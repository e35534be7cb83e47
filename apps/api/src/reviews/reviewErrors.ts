import { ALREADY_HANDLED_MESSAGE, reviewReasonProblem } from '@art-portal/api-client/admin';
import { BusinessError, badRequest } from '../http/BusinessError';

/** The second of two reviewers deciding the same item: HTTP 409 该内容已被他人处理, and nothing changes. */
export function alreadyDecided(): BusinessError {
  return new BusinessError(409, ALREADY_HANDLED_MESSAGE, 409);
}

/** The 驳回原因, trimmed, or a 400 saying why it is not acceptable. */
export function requireReason(reason: string): string {
  const problem = reviewReasonProblem(reason);
  if (problem) throw badRequest(problem);
  return reason.trim();
}
