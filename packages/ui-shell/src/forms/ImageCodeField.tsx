import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ImageCode } from '../forms/ImageCode';
import type { FieldBinding } from './FieldBinding';

/** Props of {@link ImageCodeField}. */
export interface ImageCodeFieldProps {
  field: FieldBinding;
  imageSrc?: string | null;
  onRefresh: () => void;
  /** The challenge could not be fetched: the picture's place says so and that a click tries again. */
  imageFailed?: boolean;
  /** The server's reason for refusing a challenge: shown under the field while no validation message is. */
  imageFailure?: string | null;
}

/** The 图形验证码 input with its challenge picture beside it. */
export function ImageCodeField({
  field,
  imageSrc,
  onRefresh,
  imageFailed,
  imageFailure,
}: ImageCodeFieldProps) {
  return (
    <Box sx={{ display: 'flex', gap: '8px', alignItems: 'flex-start' }}>
      <TextField
        label="图形验证码"
        {...field}
        error={Boolean(field.error) || Boolean(imageFailure)}
        helperText={field.helperText ?? imageFailure ?? undefined}
        autoComplete="off"
        sx={{ flex: 1 }}
      />
      <Box sx={{ pt: '8px' }}>
        <ImageCode src={imageSrc} onRefresh={onRefresh} failed={imageFailed} />
      </Box>
    </Box>
  );
}
