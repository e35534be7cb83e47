import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Where a picked file is: checked in the browser, then uploaded, or stopped on the way. */
type FileUploadStatus = 'checking' | 'invalid' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** One row of a {@link FileUploadList}. */
export interface FileUploadItem {
  id: string;
  name: string;
  /** In bytes; `0` when unknown (a file restored from a draft), and then not shown. */
  size: number;
  status: FileUploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** Why the file was refused, failed or stopped, ready to show; `null` when nothing went wrong. */
  error: string | null;
}

/** Props of {@link FileUploadList}. */
export interface FileUploadListProps {
  items: readonly FileUploadItem[];
  /** The file input's `accept` attribute. */
  accept: string;
  /** The limits, shown before anything is picked and describing the picker. */
  limitsText: string;
  /** Names the picker button and the file input. @default '选择文件' */
  label?: string;
  /** The files just picked, in order. */
  onAdd: (files: File[]) => void | Promise<void>;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

const statusText: Record<FileUploadStatus, string> = {
  checking: '检查中',
  invalid: '不符合要求',
  uploading: '上传中',
  done: '已上传',
  failed: '上传失败',
  cancelled: '已取消',
};

function formatSize(bytes: number): string {
  if (bytes === 0) return '';
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)}MB`
    : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

type UploadRowProps = {
  item: FileUploadItem;
  actions: Pick<FileUploadListProps, 'onCancel' | 'onRetry' | 'onRemove'>;
};

function UploadRow({ item, actions }: UploadRowProps) {
  const problem = item.status === 'invalid' || item.status === 'failed' || item.status === 'cancelled';
  return (
    <Box
      component="li"
      aria-label={item.name}
      sx={{
        border: 1,
        borderColor: problem ? 'error.light' : 'divider',
        borderRadius: 2,
        p: 1.5,
        display: 'grid',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-all', flex: '1 1 160px' }}>
          {item.name}
        </Typography>
        <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {formatSize(item.size)}
        </Typography>
        <Typography
          component="span"
          sx={{
            fontSize: 13,
            color: problem ? 'error.main' : item.status === 'done' ? 'success.main' : 'text.secondary',
          }}
        >
          {statusText[item.status]}
        </Typography>
        {item.status === 'uploading' ? (
          <Button size="small" onClick={() => actions.onCancel(item.id)}>
            取消
          </Button>
        ) : null}
        {item.status === 'failed' || item.status === 'cancelled' ? (
          <Button size="small" onClick={() => actions.onRetry(item.id)}>
            重试
          </Button>
        ) : null}
        {item.status !== 'uploading' && item.status !== 'checking' ? (
          <Button size="small" color="inherit" onClick={() => actions.onRemove(item.id)}>
            移除
          </Button>
        ) : null}
      </Box>
      {item.status === 'uploading' || item.status === 'done' ? (
        <LinearProgress variant="determinate" value={item.progress} aria-label={`${item.name} 上传进度`} />
      ) : null}
      {item.error ? (
        <Typography role="alert" sx={{ fontSize: 13, color: 'error.main' }}>
          {item.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A file picker with the limits shown before picking, and one row per file: progress, cancel, retry, remove. */
export function FileUploadList({
  items,
  accept,
  limitsText,
  label = '选择文件',
  onAdd,
  ...actions
}: FileUploadListProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" role={undefined}>
          {label}
        </Button>
        <input
          id={inputId}
          type="file"
          multiple
          accept={accept}
          aria-describedby={hintId}
          aria-label={label}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = '';
            void onAdd(picked);
          }}
        />
      </Box>
      <Typography id={hintId} sx={{ fontSize: 13, color: 'text.secondary' }}>
        {limitsText}
      </Typography>
      {items.length > 0 ? (
        <Box
          component="ul"
          aria-label="已选文件"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {items.map((item) => (
            <UploadRow key={item.id} item={item} actions={actions} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
