import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { PictureImg } from '../content/PictureImg';

/** Props of {@link ImageCode}. */
export interface ImageCodeProps {
  /** The challenge picture (a data URL or URL); absent while it loads. */
  src?: string | null;
  /** Asks for a new challenge. */
  onRefresh: () => void;
  /** @default 120 */
  width?: number;
  /** @default 40 */
  height?: number;
}

/** The image-code challenge picture (alt 图形验证码); clicking it asks for a new one. */
export function ImageCode({ src, onRefresh, width = 120, height = 40 }: ImageCodeProps) {
  return (
    <ButtonBase
      onClick={onRefresh}
      aria-label={src ? undefined : '图形验证码'}
      sx={{
        width: `${width}px`,
        height: `${height}px`,
        flexShrink: 0,
        borderRadius: '4px',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <PictureImg
          src={src}
          alt="图形验证码"
          width={width}
          height={height}
          sx={{ display: 'block', objectFit: 'cover' }}
          fallbackSx={{ width: `${width}px`, height: `${height}px` }}
        />
      ) : (
        <Skeleton variant="rectangular" width={width} height={height} />
      )}
    </ButtonBase>
  );
}
