import Button from '@mui/material/Button';
import { REVIEW_REASON_MAX_LENGTH, type VerificationReviewRow } from '@art-portal/api-client/admin';
import { useState } from 'react';
import { DataTable, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useAdminActions } from '../auth/useAdminActions';
import { TextDecisionDialog } from '../moderation/TextDecisionDialog';
import { ReviewQueue } from './ReviewQueue';
import { TimeColumn } from './reviewColumns';
import { useDecision } from './useDecision';

function VerificationActions() {
  const customer = useRecordContext<VerificationReviewRow>();
  const actions = useAdminActions();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const { busy, decide } = useDecision();
  if (!customer) return null;

  return (
    <>
      <Button
        size="small"
        disabled={busy}
        onClick={() =>
          void decide(
            () => actions.approveVerification(customer.id),
            `已通过 ${customer.name} 的实名认证，已通知用户`,
          )
        }
      >
        通过
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(true)}>
        驳回
      </Button>
      {rejecting && (
        <TextDecisionDialog
          title="驳回实名认证"
          label="驳回原因"
          subject={`${customer.name}（${customer.phone}）：${customer.projectName} · ${customer.authOrg} · 学号 ${customer.studentCode}`}
          confirmLabel="驳回"
          maxLength={REVIEW_REASON_MAX_LENGTH}
          onClose={() => {
            setRejecting(false);
            refresh();
          }}
          onConfirm={async (reason) => {
            await actions.rejectVerification(customer.id, reason);
            setRejecting(false);
            notify(`已驳回 ${customer.name} 的实名认证，已通知用户`, { type: 'success' });
            refresh();
          }}
        />
      )}
    </>
  );
}

/** 实名认证 (审核员): the customers at 认证状态 审核中, who waited longest first, with what they entered. */
export function VerificationReviewList() {
  return (
    <ReviewQueue title="实名认证">
      <TimeColumn source="submittedAt" label="提交时间" />
      <DataTable.Col source="phone" label="手机号" disableSort />
      <DataTable.Col source="name" label="姓名" disableSort />
      <DataTable.Col source="projectName" label="认证项目" disableSort />
      <DataTable.Col source="authOrg" label="认证机构" disableSort />
      <DataTable.Col source="studentCode" label="学号" disableSort />
      <DataTable.Col label="操作">
        <VerificationActions />
      </DataTable.Col>
    </ReviewQueue>
  );
}
