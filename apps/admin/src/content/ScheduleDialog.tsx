import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** 定时发布: a date and time (the browser's local time) later than now. */
export function ScheduleDialog({
  onSchedule,
  onClose,
}: {
  onSchedule: (at: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(() => localInput(new Date(Date.now() + 60 * 60 * 1000)));
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) return setError('请选择发布时间');
    if (at.getTime() <= Date.now()) return setError('发布时间须晚于现在');
    onSchedule(at.toISOString());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">定时发布</DialogTitle>
      <DialogContent>
        <TextField
          type="datetime-local"
          label="发布时间"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? '到时自动发布，无需有人登录'}
          fullWidth
          margin="dense"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={confirm}>
          定时发布
        </Button>
      </DialogActions>
    </Dialog>
  );
}
