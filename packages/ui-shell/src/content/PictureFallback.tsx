import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { mergeSx } from '../internal/mergeSx';

/** Props of {@link PictureFallback}. */
export interface PictureFallbackProps {
  /** The failed picture's alt text: the placeholder's accessible name (none when empty, as for the `<img>`). */
  alt: string;
  /** The size and place of the picture it stands in for. */
  sx?: SxProps<Theme>;
}

/**
 * What shows in place of a picture that failed to load: a quiet picture glyph on the placeholder colour, in
 * the picture's box, named like the picture for screen readers.
 */
export function PictureFallback({ alt, sx }: PictureFallbackProps) {
  return (
    <Box
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      sx={mergeSx(
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          color: 'text.disabled',
        },
        sx,
      )}
    >
      <ImageOutlined
        aria-hidden
        sx={{ width: '30%', height: 'auto', minWidth: '20px', maxWidth: '48px', maxHeight: '60%' }}
      />
    </Box>
  );
}
