import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { useFileUploads, UploadItem } from './useFileUploads';
import { acceptAttribute, limitsText } from './uploadLimits';

type Uploads = ReturnType<typeof useFileUploads>;

const statusText: Record<UploadItem['status'], string> = {
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

function UploadRow({ item, uploads }: { item: UploadItem; uploads: Uploads }) {
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
          <Button size="small" onClick={() => uploads.cancel(item.id)}>
            取消
          </Button>
        ) : null}
        {item.status === 'failed' || item.status === 'cancelled' ? (
          <Button size="small" onClick={() => uploads.retry(item.id)}>
            重试
          </Button>
        ) : null}
        {item.status !== 'uploading' && item.status !== 'checking' ? (
          <Button size="small" color="inherit" onClick={() => uploads.remove(item.id)}>
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

/** The file picker with the limits shown before picking, and one row per file: progress, cancel, retry, remove. */
export function FileUploadList({ uploads, label = '选择文件' }: { uploads: Uploads; label?: string }) {
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
          accept={acceptAttribute}
          aria-describedby={hintId}
          aria-label={label}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = '';
            void uploads.add(picked);
          }}
        />
      </Box>
      <Typography id={hintId} sx={{ fontSize: 13, color: 'text.secondary' }}>
        {limitsText}
      </Typography>
      {uploads.items.length > 0 ? (
        <Box
          component="ul"
          aria-label="已选文件"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {uploads.items.map((item) => (
            <UploadRow key={item.id} item={item} uploads={uploads} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
