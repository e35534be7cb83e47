import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EntryReviewFile } from '@art-portal/api-client/admin';

const kindLabels: Record<EntryReviewFile['kind'], string> = {
  image: '图片',
  video: '视频',
  document: '文档',
};

/** Every file of an entry, as the reviewer must see it before deciding: pictures shown, videos playable, documents to open. */
export function EntryFiles({ files }: { files: readonly EntryReviewFile[] }) {
  if (files.length === 0) return <Typography color="text.secondary">该投稿没有文件</Typography>;
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="投稿文件">
      {files.map((file, index) => (
        <Stack key={`${index}-${file.url}`} component="li" spacing={1}>
          <Typography variant="body2">
            {kindLabels[file.kind]} {index + 1}：{file.name}（
            <Link href={file.url} target="_blank" rel="noopener noreferrer">
              在新窗口打开
            </Link>
            ）
          </Typography>
          {file.kind === 'image' && (
            <img
              src={file.url}
              alt={`${kindLabels.image} ${index + 1}：${file.name}`}
              style={{ maxWidth: '100%', maxHeight: 480, objectFit: 'contain', alignSelf: 'flex-start' }}
            />
          )}
          {file.kind === 'video' && (
            <video
              src={file.url}
              controls
              preload="metadata"
              aria-label={`${kindLabels.video} ${index + 1}：${file.name}`}
              style={{ maxWidth: '100%', maxHeight: 480 }}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
