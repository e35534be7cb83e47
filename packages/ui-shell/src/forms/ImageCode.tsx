import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { PictureFallback } from '../content/PictureFallback';
import { usePictureStatus } from '../content/usePictureStatus';

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

function Challenge({ src, width, height }: { src: string; width: number; height: number }) {
  const { status, ...watch } = usePictureStatus(src);
  if (status === 'failed')
    return <PictureFallback alt="图形验证码" sx={{ width: `${width}px`, height: `${height}px` }} />;
  return (
    <img
      {...watch}
      src={src}
      alt="图形验证码"
      width={width}
      height={height}
      style={{ display: 'block', objectFit: 'cover' }}
    />
  );
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
        <Challenge src={src} width={width} height={height} />
      ) : (
        <Skeleton variant="rectangular" width={width} height={height} />
      )}
    </ButtonBase>
  );
}
