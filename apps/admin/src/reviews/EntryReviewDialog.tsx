import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  REVIEW_REASON_MAX_LENGTH,
  entryReviewStateLabels,
  reviewReasonProblem,
  type EntryReviewRecord,
} from '@art-portal/api-client/admin';
import { useEffect, useId, useState } from 'react';
import { useAdminActions } from '../auth/useAdminActions';
import { EntryFiles } from './EntryFiles';
import { ReasonField } from './ReasonField';
import { failureMessage } from './failureMessage';

/** Props of {@link EntryReviewDialog}. */
export interface EntryReviewDialogProps {
  id: string;
  /** After a decision (with what the screen should say), or when closed without one (null). */
  onClose: (done: string | null) => void;
}

/**
 * One entry as the reviewer decides it: its call, entrant, 作品说明 and every file, then 通过, or 驳回 with a
 * required reason. A refusal (该内容已被他人处理 included) is shown here and the reason typed stays.
 */
export function EntryReviewDialog({ id, onClose }: EntryReviewDialogProps) {
  const titleId = useId();
  const actions = useAdminActions();
  const [entry, setEntry] = useState<EntryReviewRecord | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    actions.entryReview(id).then(
      (record) => current && setEntry(record),
      (error: unknown) => current && setLoadFailure(failureMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [actions, id]);

  const decide = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      onClose(done);
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  };

  const reject = () => {
    const found = reviewReasonProblem(reason);
    if (found) {
      setProblem(found);
      return;
    }
    void decide(() => actions.rejectEntry(id, reason.trim()), '已驳回，投稿人会收到驳回原因');
  };

  const pending = entry?.reviewState === 'pending';
  return (
    <Dialog
      open
      onClose={busy ? undefined : () => onClose(null)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{entry ? `审核投稿：${entry.title}` : '审核投稿'}</DialogTitle>
      <DialogContent dividers>
        {loadFailure && <Alert severity="error">{loadFailure}</Alert>}
        {!entry && !loadFailure && <CircularProgress aria-label="正在读取投稿" />}
        {entry && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              征集：{entry.activityTitle} · 投稿人：{entry.customerName} · 投稿时间：
              {new Date(entry.createdAt).toLocaleString('zh-CN')} · 状态：
              {entryReviewStateLabels[entry.reviewState]}
              {entry.reviewState === 'rejected' && entry.reviewReason ? `（${entry.reviewReason}）` : ''}
            </Typography>
            <Typography variant="subtitle2">作品说明</Typography>
            <Typography
              variant="body2"
              sx={{ mb: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              color={entry.description ? 'text.primary' : 'text.secondary'}
            >
              {entry.description || '（未填写）'}
            </Typography>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              投稿文件（{entry.files.length}）
            </Typography>
            <EntryFiles files={entry.files} />
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
            {pending && rejecting && (
              <ReasonField
                label="驳回原因"
                value={reason}
                onChange={(value) => {
                  setReason(value);
                  setProblem(null);
                }}
                problem={problem}
                maxLength={REVIEW_REASON_MAX_LENGTH}
                hint="投稿人会看到驳回原因"
                sx={{ mt: 2 }}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)} disabled={busy}>
          {pending ? '取消' : '关闭'}
        </Button>
        {pending && !rejecting && (
          <Button color="error" onClick={() => setRejecting(true)} disabled={busy}>
            驳回
          </Button>
        )}
        {pending && rejecting && (
          <Button color="error" variant="contained" onClick={reject} disabled={busy}>
            确认驳回
          </Button>
        )}
        {pending && !rejecting && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              void decide(() => actions.approveEntry(id), '已通过，作品将在数秒内出现在参赛作品中')
            }
          >
            通过
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
