import Button from '@mui/material/Button';
import { entryReviewStateLabels, type EntryReviewRow } from '@art-portal/api-client/admin';
import { useState } from 'react';
import { DataTable, FunctionField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { EntryReviewDialog } from './EntryReviewDialog';
import { ReviewQueue } from './ReviewQueue';
import { TimeColumn } from './reviewColumns';
import { reviewFilters } from './reviewFilters';
import { stateWithReason } from './stateWithReason';

const filters = reviewFilters(entryReviewStateLabels, { source: 'activityId', label: '征集编号' });

function ReviewAction() {
  const entry = useRecordContext<EntryReviewRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!entry) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {entry.reviewState === 'pending' ? '审核' : '查看'}
      </Button>
      {open && (
        <EntryReviewDialog
          id={entry.id}
          onClose={(done) => {
            setOpen(false);
            if (done) notify(done, { type: 'success' });
            refresh();
          }}
        />
      )}
    </>
  );
}

/** 投稿审核 (审核员): a call's entries by state, 待审核 who waited longest first; each opened with every file to decide. */
export function EntryReviewList() {
  return (
    <ReviewQueue title="投稿审核" filters={filters} defaultState="pending">
      <TimeColumn source="createdAt" label="投稿时间" />
      <DataTable.Col source="activityTitle" label="征集" disableSort />
      <DataTable.Col source="title" label="作品名称" disableSort />
      <DataTable.Col source="customerName" label="投稿人" disableSort />
      <DataTable.Col label="状态" disableSort>
        <FunctionField<EntryReviewRow>
          render={(entry) =>
            stateWithReason(
              entryReviewStateLabels[entry.reviewState],
              entry.reviewState === 'rejected' ? entry.reviewReason : null,
            )
          }
        />
      </DataTable.Col>
      <DataTable.Col source="reviewedBy" label="处理人" disableSort />
      <DataTable.Col label="操作">
        <ReviewAction />
      </DataTable.Col>
    </ReviewQueue>
  );
}
