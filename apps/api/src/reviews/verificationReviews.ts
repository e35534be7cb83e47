import type { VerificationReviewRow } from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import { writeAudit, type AuditActor, type SystemActor } from '../backoffice/withAudit';
import type { Db } from '../db/openDatabase';
import { customers, projects } from '../db/schema';
import { notifyCustomer } from '../handlers/notifyCustomer';
import { alreadyDecided, requireReason } from './reviewErrors';

/** How 操作日志 names the operator's `pnpm --filter @art-portal/api review` command. */
export const reviewCommandActor: SystemActor = {
  id: null,
  loginName: '命令行',
  role: null,
  address: 'pnpm --filter @art-portal/api review',
};

/** The columns of a customer's verification, with the 认证项目's name. */
export const verificationColumns = {
  id: customers.id,
  phone: customers.phone,
  name: customers.name,
  projectName: projects.projectName,
  authOrg: customers.authOrg,
  studentCode: customers.studentCode,
  authStatus: customers.authStatus,
  submittedAt: customers.authSubmittedAt,
};

type VerificationSource = {
  id: number;
  phone: string;
  name: string | null;
  projectName: string | null;
  authOrg: string | null;
  studentCode: string | null;
  submittedAt: Date | null;
};

/** A customer's verification as the back office lists it. */
export function toVerificationRow(row: VerificationSource): VerificationReviewRow {
  return {
    id: String(row.id),
    phone: row.phone,
    name: row.name ?? '',
    projectName: row.projectName ?? '',
    authOrg: row.authOrg ?? '',
    studentCode: row.studentCode ?? '',
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/** 通过 or 驳回 a verification, and how strict the decision is. */
export type VerificationDecision = {
  verdict: 'pass' | 'fail';
  /** 驳回原因: required from the back office, optional from the command. */
  reason?: string;
  /**
   * True from the back office: only a customer at 审核中 may be decided, and the second of two reviewers is refused
   * (409). The operator's command may set any status, as it always could.
   */
  pendingOnly: boolean;
};

/**
 * Sets a customer's 认证状态 (1 passed, 2 failed), tells them in 我的消息 (with the reason), and writes the 操作日志
 * row: one transaction, the customer's row locked first.
 * @returns the verification as it now is, or null when no customer matches.
 */
export async function decideVerification(
  db: Db,
  actor: AuditActor,
  who: { id: number } | { phone: string },
  decision: VerificationDecision,
): Promise<(VerificationReviewRow & { authStatus: 1 | 2 }) | null> {
  const reason =
    decision.pendingOnly && decision.verdict === 'fail'
      ? requireReason(decision.reason ?? '')
      : decision.reason?.trim() || undefined;
  return db.transaction(async (tx) => {
    const match = 'id' in who ? eq(customers.id, who.id) : eq(customers.phone, who.phone);
    const [locked] = await tx.select({ id: customers.id }).from(customers).where(match).for('update');
    if (!locked) return null;
    const [current] = await tx
      .select(verificationColumns)
      .from(customers)
      .leftJoin(projects, eq(projects.id, customers.authProject))
      .where(eq(customers.id, locked.id));
    if (!current) return null;
    if (decision.pendingOnly && current.authStatus !== 0) throw alreadyDecided();
    const authStatus = decision.verdict === 'pass' ? 1 : 2;
    await tx.update(customers).set({ authStatus }).where(eq(customers.id, current.id));
    if (authStatus === 1)
      await notifyCustomer(
        tx,
        current.id,
        '认证审核通过',
        '恭喜，您的认证信息已审核通过，现在可以参与全部征集活动。',
      );
    else
      await notifyCustomer(
        tx,
        current.id,
        '认证审核未通过',
        `很抱歉，您的认证信息未通过审核${reason ? `：${reason}` : ''}。请修改后重新提交。`,
      );
    const row = toVerificationRow(current);
    await writeAudit(tx, actor, {
      action: authStatus === 1 ? '通过' : '驳回',
      kind: '实名认证',
      recordId: current.id,
      before: { ...row, authStatus: current.authStatus },
      after: { ...row, authStatus, ...(reason ? { reason } : {}) },
    });
    return { ...row, authStatus };
  });
}
