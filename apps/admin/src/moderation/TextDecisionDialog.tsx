import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { ReasonField } from '../reviews/ReasonField';
import { failureMessage } from '../reviews/failureMessage';

/** Props of {@link TextDecisionDialog}. */
export interface TextDecisionDialogProps {
  /** The dialog's title, e.g. 隐藏评论. */
  title: string;
  /** The required text's label, e.g. 隐藏原因. */
  label: string;
  /** What the text is shown for, above the field (the comment, the homework). */
  subject: string;
  /** The button that decides, e.g. 隐藏. */
  confirmLabel: string;
  maxLength: number;
  /** Makes the decision; a rejection's message is shown in the dialog, and the typed text stays. */
  onConfirm: (text: string) => Promise<void>;
  onClose: () => void;
}

/** A decision that needs a text (隐藏's reason, 批阅's comment): required, kept when the server refuses. */
export function TextDecisionDialog({
  title,
  label,
  subject,
  confirmLabel,
  maxLength,
  onConfirm,
  onClose,
}: TextDecisionDialogProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!text.trim()) {
      setProblem(`请填写${label}`);
      return;
    }
    if (Array.from(text.trim()).length > maxLength) {
      setProblem(`${label}不能超过${maxLength}个字`);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(text.trim());
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="info" icon={false} sx={{ mb: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {subject}
        </Alert>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <ReasonField
          label={label}
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(null);
          }}
          problem={problem}
          maxLength={maxLength}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          取消
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
