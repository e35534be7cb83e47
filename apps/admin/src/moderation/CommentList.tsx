import Button from '@mui/material/Button';
import { REVIEW_TEXT_MAX_LENGTH, commentStateLabels, type CommentRow } from '@art-portal/api-client/admin';
import { useState } from 'react';
import { DataTable, FunctionField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useAdminActions } from '../auth/useAdminActions';
import { ReviewQueue } from '../reviews/ReviewQueue';
import { LongTextColumn, TimeColumn } from '../reviews/reviewColumns';
import { reviewFilters } from '../reviews/reviewFilters';
import { stateWithReason } from '../reviews/stateWithReason';
import { useDecision } from '../reviews/useDecision';
import { TextDecisionDialog } from './TextDecisionDialog';

const filters = reviewFilters(commentStateLabels, { source: 'courseId', label: '课程编号' });

function CommentActions() {
  const comment = useRecordContext<CommentRow>();
  const actions = useAdminActions();
  const notify = useNotify();
  const refresh = useRefresh();
  const [hiding, setHiding] = useState(false);
  const { busy, decide } = useDecision();
  if (!comment) return null;

  return (
    <>
      {comment.state === 'pending' && (
        <Button
          size="small"
          disabled={busy}
          onClick={() => void decide(() => actions.approveComment(comment.id), '已通过，评论已公开')}
        >
          通过
        </Button>
      )}
      {comment.state !== 'hidden' && (
        <Button size="small" disabled={busy} onClick={() => setHiding(true)}>
          隐藏
        </Button>
      )}
      {comment.state === 'hidden' && (
        <Button
          size="small"
          disabled={busy}
          onClick={() => void decide(() => actions.restoreComment(comment.id), '已恢复显示')}
        >
          恢复显示
        </Button>
      )}
      {hiding && (
        <TextDecisionDialog
          title="隐藏评论"
          label="隐藏原因"
          subject={`${comment.customerName}：${comment.content}`}
          confirmLabel="隐藏"
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          onClose={() => setHiding(false)}
          onConfirm={async (reason) => {
            await actions.hideComment(comment.id, reason);
            setHiding(false);
            notify('已隐藏，评论将在数秒内从课程页消失', { type: 'success' });
            refresh();
          }}
        />
      )}
    </>
  );
}

/** 评论管理 (审核员): every course comment, newest first; 通过, 隐藏 with a reason, 恢复显示. */
export function CommentList() {
  return (
    <ReviewQueue title="评论管理" filters={filters}>
      <TimeColumn source="createdAt" label="时间" />
      <DataTable.Col source="courseTitle" label="课程" disableSort />
      <DataTable.Col source="customerName" label="评论人" disableSort />
      <LongTextColumn source="content" label="内容" maxWidth={420} />
      <DataTable.Col label="状态" disableSort>
        <FunctionField<CommentRow>
          render={(comment) =>
            stateWithReason(
              commentStateLabels[comment.state],
              comment.state === 'hidden' ? comment.hiddenReason : null,
            )
          }
        />
      </DataTable.Col>
      <DataTable.Col source="reviewedBy" label="处理人" disableSort />
      <DataTable.Col label="操作">
        <CommentActions />
      </DataTable.Col>
    </ReviewQueue>
  );
}
