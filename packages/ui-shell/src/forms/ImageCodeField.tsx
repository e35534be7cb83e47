import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FieldBinding } from '../dialogs/FieldBinding';
import { FieldRefusal } from './FieldRefusal';
import { ImageCode } from './ImageCode';

/** Props of {@link ImageCodeField}. */
export interface ImageCodeFieldProps {
  field: FieldBinding;
  imageSrc?: string | null;
  onRefresh: () => void;
  /** The challenge could not be fetched: the picture's place says so and that a click tries again. */
  imageFailed?: boolean;
  /** The server's reason for refusing a challenge: shown (and announced) under the field while no validation message is. */
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
        helperText={
          field.helperText ?? (imageFailure ? <FieldRefusal>{imageFailure}</FieldRefusal> : undefined)
        }
        autoComplete="off"
        sx={{ flex: 1 }}
      />
      <Box sx={{ pt: '8px' }}>
        <ImageCode src={imageSrc} onRefresh={onRefresh} failed={imageFailed} />
      </Box>
    </Box>
  );
}
