import type { StoredMedia } from '@art-portal/api-client/admin';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, FormLabel, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ValidationError, required as requiredRule, useInput, useLogoutIfAccessDenied } from 'react-admin';
import { UploadRefused, uploadStoredFile } from './uploadStoredFile';

/** What the file picker offers for each kind of field; the server judges the content, whatever the name says. */
const pickerTypes: Readonly<Record<StoredMedia, string>> = {
  picture: 'image/jpeg,image/png,image/webp,image/gif',
  video: 'video/mp4,video/webm',
};

const hints: Readonly<Record<StoredMedia, string>> = {
  picture: '支持 JPG、PNG、WebP、GIF 格式',
  video: '支持 MP4、WebM 格式',
};

type Progress = { state: 'idle' } | { state: 'sending'; share: number; name: string };

/**
 * A picture or a video of a form, uploaded to the storage when chosen: a preview of what the field holds, the share
 * sent while a large file goes up, and the server's reason beside the field when it refuses the file (its type by
 * content, its size). The field keeps the stored file's address (`/storage/…`), which the save sends.
 */
export function StorageFileInput({
  source,
  label,
  media,
  isRequired,
  clearable = false,
}: {
  source: string;
  label: string;
  media: StoredMedia;
  isRequired: boolean;
  /** Whether an optional field's file may be taken off the form (移除封面): the record then has none. */
  clearable?: boolean;
}) {
  const { field, fieldState, formState } = useInput({
    source,
    validate: isRequired ? requiredRule() : undefined,
  });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const [refused, setRefused] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const inputId = useId();
  useEffect(() => () => abort.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRefused(null);
    setProgress({ state: 'sending', share: 0, name: file.name });
    try {
      const stored = await uploadStoredFile(
        file,
        media,
        (share) => setProgress({ state: 'sending', share, name: file.name }),
        controller.signal,
      );
      field.onChange(stored.path);
      field.onBlur();
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = error instanceof UploadRefused ? error : new UploadRefused('上传失败，请重试');
      setRefused(reason.message);
      if (reason.unauthenticated) void logoutIfAccessDenied({ status: 401, body: {} });
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress({ state: 'idle' });
      }
    }
  };

  const value = typeof field.value === 'string' ? field.value : '';
  const shown = (fieldState.isTouched || formState.isSubmitted) && fieldState.invalid;
  const invalid = shown ? fieldState.error?.message : undefined;
  const problem = refused ?? invalid;
  const helperId = `${inputId}-helper`;
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <FormLabel htmlFor={inputId} required={isRequired} error={!!problem}>
        {label}
      </FormLabel>
      {value !== '' &&
        (media === 'picture' ? (
          <Box
            component="img"
            src={value}
            alt={`${label}预览`}
            sx={{ display: 'block', maxWidth: 360, maxHeight: 200, my: 1, objectFit: 'contain' }}
          />
        ) : (
          <Box
            component="video"
            src={value}
            controls
            preload="metadata"
            aria-label={`${label}预览`}
            sx={{ display: 'block', maxWidth: 480, my: 1 }}
          />
        ))}
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={progress.state === 'sending'}
        >
          {value === '' ? `上传${label}` : `更换${label}`}
          <input
            id={inputId}
            aria-label={label}
            type="file"
            hidden
            accept={pickerTypes[media]}
            aria-describedby={helperId}
            onChange={(event) => void choose(event)}
          />
        </Button>
        {progress.state === 'sending' && <Button onClick={() => abort.current?.abort()}>取消上传</Button>}
        {clearable && value !== '' && progress.state === 'idle' && (
          <Button
            onClick={() => {
              field.onChange('');
              field.onBlur();
            }}
          >
            移除{label}
          </Button>
        )}
      </Stack>
      {progress.state === 'sending' && (
        <Box sx={{ mt: 1, maxWidth: 360 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress.share * 100)}
            aria-label={`${label}上传进度`}
          />
          <Typography variant="caption">
            正在上传 {progress.name}：{Math.round(progress.share * 100)}%
          </Typography>
        </Box>
      )}
      <FormHelperText id={helperId} error={!!problem}>
        {refused ?? (invalid ? <ValidationError error={invalid} /> : hints[media])}
      </FormHelperText>
    </Box>
  );
}
