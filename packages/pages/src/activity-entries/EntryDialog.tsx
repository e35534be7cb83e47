import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { pictureUrl } from '@art-portal/api-client';
import { portalApi } from '@art-portal/state';
import { PictureImg, PlainText } from '@art-portal/ui-shell/content';
import { formatDate } from '../internal/dates';
import { QueryView } from '../internal/QueryView';
import { ArticleSkeleton } from '@art-portal/ui-shell/feedback';

const isPicture = (url: string) => /\.(png|jpe?g|gif|webp|avif|svg)(\?|$)/i.test(url);

/** The cover, then the entry's other pictures: a submitted entry's cover is one of its files, shown once. */
const picturesOf = (cover: string, fileUrls: readonly string[]) => [
  ...new Set([cover, ...fileUrls.filter(isPicture)]),
];

/** One entry of a call, over the list: its pictures, description and entrant. */
export function EntryDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const entry = portalApi.endpoints.activitiesGetEntry.useQuery({ id });
  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="entry-title"
      maxWidth="md"
      fullWidth
      // Full width on a phone, as every portal dialog (ui.md): MUI's 32 px margins left the pictures 248 px wide.
      slotProps={{
        paper: {
          sx: {
            m: { xs: 0, sm: 4 },
            width: { xs: '100%', sm: 'calc(100% - 64px)' },
            maxWidth: { xs: '100%', sm: 900 },
            borderRadius: { xs: 0, sm: 1 },
          },
        },
      }}
    >
      <DialogTitle id="entry-title" sx={{ pr: 6 }}>
        {entry.data?.title ?? '参赛作品'}
      </DialogTitle>
      <IconButton aria-label="关闭" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* Focusable: a long entry scrolls, and a keyboard can only scroll what can take focus. */}
      <DialogContent tabIndex={0}>
        <QueryView query={entry} label="参赛作品加载中" skeleton={<ArticleSkeleton />}>
          {(data) => (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Typography sx={{ color: 'text.secondary' }}>
                作者：{data.customerName} · 提交于 {formatDate(data.createTime)}
              </Typography>
              {picturesOf(data.cover, data.fileUrls).map((url, index) => (
                <PictureImg
                  key={`${url}-${index}`}
                  src={pictureUrl(url, 'imglarge')}
                  alt={`${data.title}（${index + 1}）`}
                  sx={{ width: '100%', borderRadius: 2 }}
                  fallbackSx={{ aspectRatio: '4 / 3' }}
                />
              ))}
              {/* What the entrant typed, read by every visitor: text, never markup. */}
              <PlainText text={data.description} sx={{ lineHeight: 1.9 }} />
            </Box>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}
