import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { customers } from '../db/schema';
import { notifyCustomer } from '../handlers/notifyCustomer';

/**
 * Records the outcome of a verification review (1 passed, 2 failed) and tells the customer in their inbox,
 * in one transaction: the customer never has the new status without the message, nor the message without it.
 * @returns false when no customer has that phone.
 */
export async function reviewCustomer(
  db: Db,
  phone: string,
  verdict: 'pass' | 'fail',
  reason?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(customers)
      .set({ authStatus: verdict === 'pass' ? 1 : 2 })
      .where(eq(customers.phone, phone))
      .returning({ id: customers.id });
    const customer = updated[0];
    if (!customer) return false;
    if (verdict === 'pass') {
      await notifyCustomer(
        tx,
        customer.id,
        '认证审核通过',
        '恭喜，您的认证信息已审核通过，现在可以参与全部征集活动。',
      );
    } else {
      await notifyCustomer(
        tx,
        customer.id,
        '认证审核未通过',
        `很抱歉，您的认证信息未通过审核${reason ? `：${reason}` : ''}。请修改后重新提交。`,
      );
    }
    return true;
  });
}
