import type { Db } from '../db/openDatabase';
import { decideVerification, reviewCommandActor } from '../reviews/verificationReviews';

/**
 * The operator's review (1 passed, 2 failed) by phone: the back office's service (`decideVerification`), so the
 * status, the message in 我的消息 and the 操作日志 row (by 命令行) are written in one transaction.
 * @returns false when no customer has that phone.
 */
export async function reviewCustomer(
  db: Db,
  phone: string,
  verdict: 'pass' | 'fail',
  reason?: string,
): Promise<boolean> {
  const decided = await decideVerification(
    db,
    reviewCommandActor,
    { phone },
    {
      verdict,
      ...(reason === undefined ? {} : { reason }),
      pendingOnly: false,
    },
  );
  return decided !== null;
}
