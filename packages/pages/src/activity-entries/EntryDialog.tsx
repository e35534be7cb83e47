import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { pictureUrl } from '@art-portal/api-client';
import { useGetActivityEntryQuery } from '@art-portal/state';
import { formatDate } from '../internal/dates';
import { QueryView } from '../internal/QueryView';
import { ArticleSkeleton } from '../internal/Skeletons';

const isPicture = (url: string) => /\.(png|jpe?g|gif|webp|avif|svg)(\?|$)/i.test(url);

/** One entry of a call, over the list: its pictures, description and entrant. */
export function EntryDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const entry = useGetActivityEntryQuery({ id });
  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="entry-title"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="entry-title" sx={{ pr: 6 }}>
        {entry.data?.title ?? '参赛作品'}
      </DialogTitle>
      <IconButton aria-label="关闭" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <QueryView query={entry} label="参赛作品加载中" skeleton={<ArticleSkeleton />}>
          {(data) => (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Typography sx={{ color: 'text.secondary' }}>
                作者：{data.customerName} · 提交于 {formatDate(data.createTime)}
              </Typography>
              {[data.cover, ...data.fileUrls.filter(isPicture)].map((url, index) => (
                <Box key={`${url}-${index}`} component="img" src={pictureUrl(url, 'imglarge')} alt={`${data.title}（${index + 1}）`} sx={{ width: '100%', borderRadius: 2 }} />
              ))}
              <Typography sx={{ lineHeight: 1.9, whiteSpace: 'pre-line' }}>{data.description}</Typography>
            </Box>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}
