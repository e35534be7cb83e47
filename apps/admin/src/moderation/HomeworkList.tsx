import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { REVIEW_TEXT_MAX_LENGTH, homeworkStateLabels, type HomeworkRow } from '@art-portal/api-client/admin';
import { useState } from 'react';
import { DataTable, FunctionField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useAdminActions } from '../auth/useAdminActions';
import { ReviewQueue } from '../reviews/ReviewQueue';
import { LongTextColumn, TimeColumn } from '../reviews/reviewColumns';
import { reviewFilters } from '../reviews/reviewFilters';
import { TextDecisionDialog } from './TextDecisionDialog';

const filters = reviewFilters(homeworkStateLabels, { source: 'courseId', label: '课程编号' });

function ReviewAction() {
  const homework = useRecordContext<HomeworkRow>();
  const actions = useAdminActions();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!homework || homework.state !== 'pending') return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        批阅
      </Button>
      {open && (
        <TextDecisionDialog
          title="批阅作业"
          label="批阅意见"
          subject={`${homework.customerName}（${homework.courseTitle}）：${homework.content || '（仅上传了文件）'}`}
          confirmLabel="批阅"
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          onClose={() => {
            setOpen(false);
            refresh();
          }}
          onConfirm={async (comment) => {
            await actions.reviewHomework(homework.id, comment);
            setOpen(false);
            notify('已批阅，学员会在我的消息中收到批阅意见', { type: 'success' });
            refresh();
          }}
        />
      )}
    </>
  );
}

/** The files' addresses as links (the storage serves them on their own host). */
function Files({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return <>无</>;
  return (
    <Stack spacing={0.5}>
      {urls.map((url, index) => (
        <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
          附件 {index + 1}
        </Link>
      ))}
    </Stack>
  );
}

/** 作业批阅 (审核员): each course's homework, newest first; 批阅 with a comment the customer reads in 我的消息. */
export function HomeworkList() {
  return (
    <ReviewQueue title="作业批阅" filters={filters} defaultState="pending">
      <TimeColumn source="createdAt" label="提交时间" />
      <DataTable.Col source="courseTitle" label="课程" disableSort />
      <DataTable.Col source="customerName" label="学员" disableSort />
      <LongTextColumn source="content" label="作业内容" maxWidth={360} />
      <DataTable.Col label="附件" disableSort>
        <FunctionField<HomeworkRow> render={(homework) => <Files urls={homework.fileUrls} />} />
      </DataTable.Col>
      <DataTable.Col label="状态" disableSort>
        <FunctionField<HomeworkRow> render={(homework) => homeworkStateLabels[homework.state]} />
      </DataTable.Col>
      <DataTable.Col source="reviewComment" label="批阅意见" disableSort />
      <DataTable.Col label="操作">
        <ReviewAction />
      </DataTable.Col>
    </ReviewQueue>
  );
}
